import { acceptInvite } from '../api/accept-invite.api';
import { ChoosePasswordScreen } from './choose-password-screen';

/**
 * `/convite?token=` (docs/access.md#staff-roles): the invited person chooses a password (twice); then they log
 * in at /login/merchant with their e-mail.
 */
export function InviteAcceptScreen({ token }: { token: string }) {
  return (
    <ChoosePasswordScreen
      token={token}
      idPrefix="invite"
      save={acceptInvite}
      texts={{
        title: 'Criar sua senha',
        submitLabel: 'Criar senha',
        failedMessage: 'Não foi possível criar a senha.',
        done: 'Senha criada.',
        doneTail: 'e a senha que você escolheu.',
        incompleteLink: 'Link de convite incompleto. Peça um novo link ao dono do estabelecimento.',
      }}
    />
  );
}
