import type { MerchantSignupResponse } from '@suavez/shared/contracts/merchant-signup.contract';
import type { FastifyBaseLogger } from 'fastify';
import { createMerchant } from '#api/modules/merchant/create-merchant.service';
import { type AccountEmailLimits, countAccountEmail } from './account-email-limits';
import { type AccountMailer, sendAccountLink } from './account-link.service';
import type { MerchantTokens } from './merchant-tokens';

/**
 * `POST /merchant/signup` (docs/email.md#sign-up): creates the restaurant (a short id, the starter hours, an
 * empty menu) and its owner with the e-mail unconfirmed, e-mails the confirmation link and signs the owner in,
 * as `POST /account/login` does. A taken e-mail → CONFLICT. A confirmation e-mail that cannot be sent does not
 * undo the account: it is logged, and the home's banner sends another.
 */
export async function signUpMerchant(options: {
  mailer: AccountMailer;
  tokens: MerchantTokens;
  limits: AccountEmailLimits;
  log: FastifyBaseLogger;
  name: string;
  email: string;
  password: string;
}): Promise<MerchantSignupResponse> {
  await countAccountEmail(options.limits, options.email);
  const created = await createMerchant({
    db: options.mailer.db,
    name: options.name,
    email: options.email,
    password: options.password,
    selfService: true,
  });
  try {
    await sendAccountLink(
      options.mailer,
      { id: created.userId, email: options.email, merchantId: created.merchantId },
      'confirm-email',
    );
  } catch (error) {
    options.log.error({ err: error, userId: created.userId }, 'falha ao enviar o e-mail de confirmação');
  }
  const accessToken = await options.tokens.sign({
    merchantId: created.merchantId,
    userId: created.userId,
    role: 'owner',
  });
  return { accessToken, merchantId: created.merchantId, shortId: created.shortId };
}
