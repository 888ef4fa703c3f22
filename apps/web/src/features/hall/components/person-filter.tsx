import { Button, Form } from 'react-bootstrap';
import type { PersonOrder } from '../utils/group-by-person';

export interface PersonFilterProps {
  switchId: string;
  isGrouped: boolean;
  persons: readonly PersonOrder[];
  /** The shown person's order id; null for 'Todos'. */
  selectedOrderId: string | null;
  onGroupedChange: (isGrouped: boolean) => void;
  onSelect: (orderId: string | null) => void;
}

/** The 'Agrupar por pessoa' switch and, when on, 'Todos' plus one button per person. */
export function PersonFilter(props: PersonFilterProps) {
  const { persons, selectedOrderId } = props;
  return (
    <div className="mb-3">
      <Form.Check
        type="switch"
        role="switch"
        id={props.switchId}
        label="Agrupar por pessoa"
        checked={props.isGrouped}
        onChange={(event) => props.onGroupedChange(event.target.checked)}
      />
      {props.isGrouped && (
        <fieldset className="d-flex flex-wrap gap-2 mt-2">
          <legend className="visually-hidden">Pessoas</legend>
          <Button
            size="sm"
            variant={selectedOrderId === null ? 'primary' : 'outline-primary'}
            aria-pressed={selectedOrderId === null}
            onClick={() => props.onSelect(null)}
          >
            Todos
          </Button>
          {persons.map(({ order, personLabel }) => (
            <Button
              key={order.id}
              size="sm"
              className="text-break"
              variant={selectedOrderId === order.id ? 'primary' : 'outline-primary'}
              aria-pressed={selectedOrderId === order.id}
              onClick={() => props.onSelect(order.id)}
            >
              {personLabel}
            </Button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
