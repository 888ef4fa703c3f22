import { Button, Form } from 'react-bootstrap';
import { addDays, formatLongDate } from '../utils/booking-dates';

/** The host's day: '‹' the day before, the date, '›' the day after, and 'Hoje' to come back. */
export function DayPicker({
  value,
  today,
  onChange,
}: {
  value: string;
  today: string;
  onChange: (date: string) => void;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <Button
        variant="outline-secondary"
        style={{ minWidth: 44, minHeight: 44 }}
        aria-label="Dia anterior"
        onClick={() => onChange(addDays(value, -1))}
      >
        ‹
      </Button>
      <Form.Control
        type="date"
        aria-label="Dia"
        style={{ maxWidth: '11rem', minHeight: 44 }}
        value={value}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
      />
      <Button
        variant="outline-secondary"
        style={{ minWidth: 44, minHeight: 44 }}
        aria-label="Próximo dia"
        onClick={() => onChange(addDays(value, 1))}
      >
        ›
      </Button>
      <Button
        variant="link"
        style={{ minHeight: 44 }}
        disabled={value === today}
        onClick={() => onChange(today)}
      >
        Hoje
      </Button>
      <h2 className="h5 mb-0 ms-md-2" aria-live="polite">
        {value === today ? `Hoje, ${formatLongDate(value)}` : formatLongDate(value)}
      </h2>
    </div>
  );
}
