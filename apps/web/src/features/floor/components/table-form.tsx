import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { MAX_TABLE_LABEL_LENGTH } from '@suavez/shared/domain/table-label';
import { MAX_TABLE_AREA_LENGTH, MAX_TABLE_SEATS } from '@suavez/shared/domain/tables';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';

/** The fields of a table as the form holds them. */
export interface TableFormValues {
  label: string;
  seats: number;
  minSeats: number;
  area: string | null;
}

const blank = { label: '', seats: '4', minSeats: '1', area: '' };

/**
 * A table's label, seats, minimum and area: to add one ('Adicionar mesa') or change one. `idPrefix` keeps the
 * field ids apart when two forms are on the screen.
 */
export function TableForm(props: {
  idPrefix: string;
  initial?: RestaurantTable;
  submitLabel: string;
  isPending: boolean;
  problem: string | null;
  onSubmit: (values: TableFormValues) => void;
}) {
  const start = props.initial
    ? {
        label: props.initial.label,
        seats: String(props.initial.seats),
        minSeats: String(props.initial.minSeats),
        area: props.initial.area ?? '',
      }
    : blank;
  const [fields, setFields] = useState(start);
  const set = (name: keyof typeof blank) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.isPending) return;
    props.onSubmit({
      label: fields.label,
      seats: Number(fields.seats),
      minSeats: Number(fields.minSeats),
      area: fields.area.trim() || null,
    });
    if (!props.initial) setFields((current) => ({ ...blank, area: current.area, seats: current.seats }));
  }

  return (
    <Form onSubmit={handleSubmit}>
      <div className="row g-3 align-items-end">
        <Form.Group className="col-6 col-md-3" controlId={`${props.idPrefix}-label`}>
          <Form.Label>Mesa</Form.Label>
          <Form.Control
            required
            maxLength={MAX_TABLE_LABEL_LENGTH + 5}
            placeholder="12"
            value={fields.label}
            onChange={set('label')}
          />
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId={`${props.idPrefix}-seats`}>
          <Form.Label>Lugares</Form.Label>
          <Form.Control
            type="number"
            required
            min={1}
            max={MAX_TABLE_SEATS}
            value={fields.seats}
            onChange={set('seats')}
          />
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId={`${props.idPrefix}-min`}>
          <Form.Label>Mínimo de pessoas</Form.Label>
          <Form.Control
            type="number"
            required
            min={1}
            max={MAX_TABLE_SEATS}
            value={fields.minSeats}
            onChange={set('minSeats')}
          />
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId={`${props.idPrefix}-area`}>
          <Form.Label>Área (opcional)</Form.Label>
          <Form.Control
            maxLength={MAX_TABLE_AREA_LENGTH}
            placeholder="Salão, Varanda"
            value={fields.area}
            onChange={set('area')}
          />
        </Form.Group>
        <div className="col-12 col-md-2">
          <Button type="submit" className="w-100" disabled={props.isPending}>
            {props.isPending ? <Spinner size="sm" role="status" aria-label="Salvando" /> : props.submitLabel}
          </Button>
        </div>
      </div>
      {props.problem && (
        <Alert variant="danger" className="mt-3 mb-0">
          {props.problem}
        </Alert>
      )}
    </Form>
  );
}
