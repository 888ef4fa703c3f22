import { useT } from '@/lib/i18n/i18n';
import { describeOptions, type GroupedOrderItem } from '../utils/group-order-items';

/** How a line names itself to a screen reader: 'Picanha (Ao ponto)', or the item's name alone. */
export function lineLabel(line: Pick<GroupedOrderItem, 'item' | 'options'>): string {
  const options = describeOptions(line.options);
  return options ? `${line.item.name} (${options})` : line.item.name;
}

/** Under a line's name: its options, its note and, for a refused line, the restaurant's reason. */
export function OrderLineDetails({ line }: { line: GroupedOrderItem }) {
  const t = useT();
  const options = describeOptions(line.options);
  if (!options && !line.note && !line.refusalReason) return null;
  return (
    // Spans (shown as blocks): the line's name around it may be phrasing content.
    <span className="d-block small text-body-secondary text-break">
      {options ? <span className="d-block">{options}</span> : null}
      {line.note ? <span className="d-block">{t('ordering.noteOf', { note: line.note })}</span> : null}
      {line.refusalReason ? (
        <span className="d-block">{t('ordering.refusalOf', { reason: line.refusalReason })}</span>
      ) : null}
    </span>
  );
}
