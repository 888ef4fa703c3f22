import type { StaffAction } from '@suavez/shared/contracts/audit.contract';
import { queueStaffActionLabels } from '@suavez/shared/domain/audit';
import { formatTime } from '@suavez/shared/domain/date-format';
import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';

/** 'Chamado por Ana às 20:14' (docs/audit.md). */
export function describeStaffAction(action: StaffAction, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${queueStaffActionLabels[action.action]} por ${action.by} às ${formatTime(new Date(action.at), timeZone)}`;
}

/**
 * Who of the staff did what to a diner, oldest first: the queue card's and the table dialog's line of the
 * audit trail ('Aceito por Bia às 20:02', 'Chamado por Ana às 20:14'). Nothing when no person acted yet.
 */
export function StaffActions({
  actions,
  timeZone,
  className = '',
}: {
  actions: readonly StaffAction[];
  timeZone?: string;
  className?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <ul className={`list-unstyled small text-body-secondary mb-2 ${className}`} aria-label="Quem atendeu">
      {actions.map((action) => (
        <li key={action.action}>{describeStaffAction(action, timeZone)}</li>
      ))}
    </ul>
  );
}
