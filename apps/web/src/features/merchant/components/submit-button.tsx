import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

/** The full-width submit button of the account pages: disabled, with a spinner, while the form is sent. */
export function SubmitButton({ isSubmitting, children }: { isSubmitting: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-100" disabled={isSubmitting}>
      {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
