export interface PartyStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

const people = (n: number) => (n === 1 ? '1 pessoa' : `${n} pessoas`);

/** 'Para quantas pessoas?': − and + around the number, from 1 to the restaurant's largest party. */
export function PartyStepper({ value, max, onChange }: PartyStepperProps) {
  return (
    <fieldset className="mb-4">
      <legend className="h6 mb-2">Para quantas pessoas?</legend>
      <div className="d-flex align-items-center gap-3">
        <button
          type="button"
          className="btn btn-outline-primary fs-5 lh-1"
          style={{ minWidth: 44, minHeight: 44 }}
          aria-label="Menos uma pessoa"
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output className="fs-5 fw-semibold text-center" style={{ minWidth: '6rem' }} aria-live="polite">
          {people(value)}
        </output>
        <button
          type="button"
          className="btn btn-outline-primary fs-5 lh-1"
          style={{ minWidth: 44, minHeight: 44 }}
          aria-label="Mais uma pessoa"
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
      <p className="form-text mb-0">Até {people(max)} por reserva.</p>
    </fieldset>
  );
}
