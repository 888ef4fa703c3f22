import { useRef } from 'react';
import { Button } from 'react-bootstrap';
import { useBottomBarHeight } from '@/hooks/use-bottom-bar-height';
import type { ReadyUnit } from '../hooks/use-ready-units';

export interface UndoBarProps {
  recent: readonly ReadyUnit[];
  busyIds: ReadonlySet<string>;
  onUndo: (unitId: string) => void;
}

/**
 * The units just marked ready, each with 'Desfazer' for a few seconds (docs/kitchen.md#ready-and-undo), in a
 * bar fixed to the bottom whose room the toasts keep clear of.
 */
export function UndoBar({ recent, busyIds, onUndo }: UndoBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  useBottomBarHeight(barRef);
  return (
    <div ref={barRef} className="kitchen-undo-bar" role="status">
      {recent.map(({ unit, tableName }) => (
        <div key={unit.id} className="kitchen-undo alert alert-dark d-flex align-items-center gap-3 mb-2">
          <span className="min-w-0 text-break">
            {unit.item.name} pronto · {tableName}
          </span>
          <Button
            variant="light"
            size="lg"
            className="ms-auto"
            disabled={busyIds.has(unit.id)}
            aria-label={`Desfazer: ${unit.item.name}`}
            onClick={() => onUndo(unit.id)}
          >
            Desfazer
          </Button>
        </div>
      ))}
    </div>
  );
}
