import {
  validateDayShifts,
  type Weekday,
  type WorkShift,
  weekdayLabels,
} from '@suavez/shared/domain/opening-hours';
import { type FormEvent, useState } from 'react';
import { Button, CloseButton, Form, Spinner } from 'react-bootstrap';

export interface DayShiftsProps {
  weekday: Weekday;
  /** The weekday's saved shifts, by opening time. */
  shifts: readonly WorkShift[];
  isSaving: boolean;
  /** Saves the weekday's whole list (the saved shifts plus a new one); resolves whether it worked. */
  onSave: (shifts: WorkShift[]) => Promise<boolean>;
  onRemove: (shift: WorkShift) => void;
}

function describeShift(shift: WorkShift): string {
  const overnight = shift.close <= shift.open ? ' (termina no dia seguinte)' : '';
  return `${shift.open} às ${shift.close}${overnight}`;
}

/** One weekday of 'Horários de funcionamento': its intervals, each removable, and a form to add one. */
export function DayShifts({ weekday, shifts, isSaving, onSave, onRemove }: DayShiftsProps) {
  const label = weekdayLabels[weekday];
  const [draft, setDraft] = useState<{ open: string; close: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || isSaving) return;
    if (draft.open === '' || draft.close === '') {
      setError('Informe os horários de abertura e de fechamento.');
      return;
    }
    const next = [...shifts, { open: draft.open.slice(0, 5), close: draft.close.slice(0, 5) }];
    const validation = validateDayShifts(next);
    if (!validation.ok) {
      setError(validation.message);
      return;
    }
    setError(null);
    if (await onSave(next)) setDraft(null);
  }

  return (
    <div className="border-bottom py-3">
      <div className="d-flex justify-content-between align-items-center gap-2">
        <h3 className="h6 mb-0">{label}</h3>
        {!draft && (
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={`Adicionar horário na ${label}`}
            onClick={() => setDraft({ open: '', close: '' })}
          >
            Adicionar horário
          </Button>
        )}
      </div>
      {shifts.length === 0 && !draft && <p className="small text-body-secondary mb-0 mt-1">Fechado</p>}
      {shifts.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 mt-2" aria-label={`Horários de ${label}`}>
          {shifts.map((shift) => (
            <li
              key={shift.open}
              className="d-flex align-items-center gap-1 border rounded-pill ps-3 pe-2 py-1"
            >
              <span>{describeShift(shift)}</span>
              <CloseButton
                aria-label={`Remover horário ${shift.open} às ${shift.close} de ${label}`}
                disabled={isSaving}
                onClick={() => onRemove(shift)}
              />
            </li>
          ))}
        </ul>
      )}
      {draft && (
        <Form
          noValidate
          onSubmit={handleSubmit}
          className="mt-2"
          role="group"
          aria-label={`Novo horário de ${label}`}
        >
          <div className="d-flex flex-wrap align-items-end gap-2">
            <Form.Group controlId={`shift-${weekday}-open`}>
              <Form.Label className="small mb-1">Abre às</Form.Label>
              <Form.Control
                type="time"
                value={draft.open}
                isInvalid={error !== null}
                onChange={(event) => setDraft({ ...draft, open: event.target.value })}
              />
            </Form.Group>
            <Form.Group controlId={`shift-${weekday}-close`}>
              <Form.Label className="small mb-1">Fecha às</Form.Label>
              <Form.Control
                type="time"
                value={draft.close}
                isInvalid={error !== null}
                aria-describedby={error ? `shift-${weekday}-error` : undefined}
                onChange={(event) => setDraft({ ...draft, close: event.target.value })}
              />
            </Form.Group>
            <Button type="submit" size="sm" className="mb-1" disabled={isSaving}>
              {isSaving && <Spinner size="sm" className="me-1" aria-hidden="true" />}
              Salvar
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              className="mb-1"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              Cancelar
            </Button>
          </div>
          {error && (
            <div id={`shift-${weekday}-error`} className="text-danger small mt-1" role="alert">
              {error}
            </div>
          )}
        </Form>
      )}
    </div>
  );
}
