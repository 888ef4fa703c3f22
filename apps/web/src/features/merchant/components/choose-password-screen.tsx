import type { ReactNode } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link } from 'wouter';
import { useNewPasswordForm } from '../hooks/use-new-password-form';
import { AccountPage } from './account-page';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

/** What differs between the pages that choose a password with a one-time link (the invite, a new password). */
export interface ChoosePasswordTexts {
  title: string;
  submitLabel: string;
  /** Shown when the call fails without a message of the server's own. */
  failedMessage: string;
  /** The first words of the success, before 'Entre com {email} …'. */
  done: string;
  /** After the e-mail: 'e a senha que você escolheu.' */
  doneTail: string;
  /** Shown for a link without a token. */
  incompleteLink: ReactNode;
}

/**
 * A page that chooses a password (twice) with a one-time link's token, then sends the person to the login with
 * the e-mail the server answered. A link without a token says so.
 */
export function ChoosePasswordScreen({
  token,
  idPrefix,
  save,
  texts,
}: {
  token: string;
  idPrefix: string;
  save: (token: string, password: string) => Promise<{ email: string }>;
  texts: ChoosePasswordTexts;
}) {
  const form = useNewPasswordForm((password) => save(token, password), texts.failedMessage);

  return (
    <AccountPage title={texts.title}>
      {form.email ? (
        <Alert variant="success" className="mb-0">
          <p>
            {texts.done} Entre com <strong>{form.email}</strong> {texts.doneTail}
          </p>
          <Link href="/login/merchant" className="btn btn-primary">
            Entrar
          </Link>
        </Alert>
      ) : !token ? (
        <Alert variant="danger" className="mb-0">
          {texts.incompleteLink}
        </Alert>
      ) : (
        <Form onSubmit={form.handleSubmit}>
          <NewPasswordFields
            idPrefix={idPrefix}
            value={form.passwords}
            mismatch={form.mismatch}
            onChange={form.setPasswords}
          />
          <SubmitButton isSubmitting={form.isSubmitting}>{texts.submitLabel}</SubmitButton>
        </Form>
      )}
    </AccountPage>
  );
}
