import { addDays, listDateChips } from '../utils/booking-dates';

/** How many days the chips show; later days through 'Outra data'. */
const CHIP_DAYS = 7;

export interface DatePickerProps {
  today: string;
  maxDaysAhead: number;
  value: string;
  onChange: (date: string) => void;
}

/** 'Quando?': the next days as chips, and a date field for the rest of the restaurant's horizon. */
export function DatePicker({ today, maxDaysAhead, value, onChange }: DatePickerProps) {
  const chips = listDateChips(today, CHIP_DAYS, maxDaysAhead);
  const last = addDays(today, maxDaysAhead);
  return (
    <fieldset className="mb-4">
      <legend className="h6 mb-2">Quando?</legend>
      <div className="d-flex gap-2 overflow-x-auto pb-2">
        {chips.map((chip) => (
          <button
            key={chip.date}
            type="button"
            className={`btn rounded-pill flex-shrink-0 ${chip.date === value ? 'btn-primary' : 'btn-outline-primary'}`}
            style={{ minHeight: 44 }}
            aria-pressed={chip.date === value}
            aria-label={chip.description}
            onClick={() => onChange(chip.date)}
          >
            {chip.label}
          </button>
        ))}
      </div>
      <label htmlFor="booking-date" className="form-label small mt-1 mb-1">
        Outra data
      </label>
      <input
        id="booking-date"
        type="date"
        className="form-control"
        style={{ minHeight: 44, maxWidth: '14rem' }}
        min={today}
        max={last}
        value={value}
        onChange={(event) => {
          const date = event.target.value;
          if (date >= today && date <= last) onChange(date);
        }}
      />
    </fieldset>
  );
}
