const stars = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  /** Unique among the page's ratings (names the radio group). */
  name: string;
  legend: string;
  /** 0 until the consumer picks (docs/screens.md#forms). */
  value: number;
  onChange: (value: number) => void;
}

/** One question answered with 1 to 5 stars: a radio group, so it works with the keyboard and screen readers. */
export function StarRating({ name, legend, value, onChange }: StarRatingProps) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-1">{legend}</legend>
      <div className="d-flex gap-1">
        {stars.map((star) => {
          const id = `${name}-${star}`;
          return (
            <span key={star}>
              <input
                type="radio"
                className="btn-check"
                name={name}
                id={id}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
              />
              <label className="btn btn-link p-1 lh-1" htmlFor={id}>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="36"
                  height="36"
                  fill={star <= value ? '#e0a100' : 'none'}
                  stroke={star <= value ? '#a87800' : '#6c757d'}
                  strokeWidth="1.5"
                >
                  <path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.43 1.07 6.27L12 17.1l-5.62 2.95 1.07-6.27L2.9 9.4l6.3-.9z" />
                </svg>
                <span className="visually-hidden">{star === 1 ? '1 estrela' : `${star} estrelas`}</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
