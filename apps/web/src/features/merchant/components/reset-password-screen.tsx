import { Link } from 'wouter';
import { resetPassword } from '../api/reset-password.api';
import { ChoosePasswordScreen } from './choose-password-screen';

/**
 * `/redefinir-senha?token=` (docs/email.md#new-password): the new password, twice. It works once, ends the
 * person's open sessions, and then they log in with it.
 */
export function ResetPasswordScreen({ token }: { token: string }) {
  return (
    <ChoosePasswordScreen
      token={token}
      idPrefix="reset"
      save={resetPassword}
      texts={{
        title: 'Criar nova senha',
        submitLabel: 'Salvar nova senha',
        failedMessage: 'Não foi possível salvar a nova senha.',
        done: 'Senha alterada.',
        doneTail: 'e a nova senha.',
        incompleteLink: (
          <>
            Link incompleto. Peça um novo em <Link href="/esqueci-senha">Esqueci minha senha</Link>.
          </>
        ),
      }}
    />
  );
}
