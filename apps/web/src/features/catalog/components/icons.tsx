// Small inline icons for the catalog screens (no icon font to download).

/** A pencil: edit. */
export function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M12.15 1.15a.5.5 0 0 1 .7 0l2 2a.5.5 0 0 1 0 .7l-9.5 9.5a.5.5 0 0 1-.2.13l-3 1a.5.5 0 0 1-.63-.63l1-3a.5.5 0 0 1 .13-.2zM11.2 3.5 3.9 10.8l-.6 1.9 1.9-.6 7.3-7.3z" />
    </svg>
  );
}

/** An arrow, up or down: reorder. */
export function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={direction === 'down' ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" />
    </svg>
  );
}
