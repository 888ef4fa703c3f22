import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { hashPassword } from '#api/lib/password';
import { hashInviteToken } from './manage-staff.service';
import { consumeInvite } from './staff.repository';

/** The answer to a link that was used, expired, replaced or never existed: the same for all. */
export const INVITE_INVALID_MESSAGE =
  'Convite inválido ou expirado. Peça um novo link ao dono do estabelecimento.';

/**
 * `POST /account/invite`: the invited person sets their password (argon2id, the merchant login's rules) and
 * the link stops working. Afterwards they log in with `POST /account/login` as anyone else.
 */
export async function acceptStaffInvite(options: {
  db: Db;
  clock: Clock;
  token: string;
  password: string;
}): Promise<{ email: string }> {
  const passwordHash = await hashPassword(options.password);
  const used = await consumeInvite(options.db, {
    inviteTokenHash: hashInviteToken(options.token),
    passwordHash,
    now: options.clock.now(),
  });
  if (!used) throw new AppError('NOT_FOUND', INVITE_INVALID_MESSAGE);
  return { email: used.email };
}
