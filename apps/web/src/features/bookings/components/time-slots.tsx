/** The empty state of a day (rules §13 'Availability': bookings off, or no table free). */
export const NO_FREE_TIME_MESSAGE = 'Nenhum horário livre nesse dia.';

export interface TimeSlotsProps {
  times: readonly string[] | undefined;
  isLoading: boolean;
  isError: boolean;
  value: string | null;
  onChange: (time: string) => void;
}

/** 'Horário': each free start time as a button; the one chosen stays pressed. */
export function TimeSlots({ times, isLoading, isError, value, onChange }: TimeSlotsProps) {
  return (
    <fieldset className="mb-4" aria-busy={isLoading}>
      <legend className="h6 mb-2">Horário</legend>
      {isLoading ? (
        <p className="text-body-secondary mb-0">Buscando horários...</p>
      ) : isError ? (
        <p className="text-danger mb-0">Não foi possível buscar os horários. Tente novamente.</p>
      ) : !times || times.length === 0 ? (
        <p className="text-body-secondary mb-0">{NO_FREE_TIME_MESSAGE}</p>
      ) : (
        <div
          className="d-grid gap-2"
          style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))' }}
        >
          {times.map((time) => (
            <button
              key={time}
              type="button"
              className={`btn ${time === value ? 'btn-primary' : 'btn-outline-primary'}`}
              style={{ minHeight: 44 }}
              aria-pressed={time === value}
              onClick={() => onChange(time)}
            >
              {time}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
