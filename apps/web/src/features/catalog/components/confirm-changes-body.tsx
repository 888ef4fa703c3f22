import type { FieldChange } from '../utils/field-changes';

/** 'Deseja atualizar os seguintes campos?' and each changed field, before → after. */
export function ConfirmChangesBody({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <>
      <p>Deseja atualizar os seguintes campos?</p>
      <ul className="list-unstyled mb-0">
        {changes.map((change) => (
          <li key={change.label} className="mb-2">
            <strong>{change.label}:</strong>{' '}
            <span className="text-decoration-line-through">{change.before || '—'}</span>{' '}
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">para</span>{' '}
            <span className="fw-semibold">{change.after || '—'}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
