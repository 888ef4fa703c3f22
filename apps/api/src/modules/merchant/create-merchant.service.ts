import { randomInt } from 'node:crypto';
import { findUnsafeText, unsafeTextMessage } from '@suavez/shared/domain/safe-text';
import { isValidShortId, normalizeShortId } from '@suavez/shared/domain/short-id';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { hashPassword } from '#api/lib/password';
import { findUniqueViolation } from '#api/lib/unique-violation';
import { insertCatalog } from '#api/modules/catalog/catalog.repository';
import { insertMerchant, insertMerchantUser } from './merchant.repository';
import { insertWorkShifts } from './merchant-settings.repository';
import { STARTER_CATALOG_NAME, starterWorkShifts } from './merchant-starter';

// No 0/o, 1/l/i: a short id is read aloud and typed from a printed card.
const shortIdAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const generatedShortIdLength = 6;
const generatedShortIdAttempts = 5;
// The login reads `email:password` from Basic auth, so an e-mail cannot hold a colon.
const emailPattern = /^[^\s@:]+@[^\s@:]+\.[^\s@:]+$/;

/** What a new merchant needs: its name, its user's login and, optionally, its short id. */
export interface CreateMerchantOptions {
  db: Db;
  name: string;
  email: string;
  password: string;
  shortId?: string | undefined;
  /**
   * A restaurant its owner signed up for (docs/email.md#sign-up): it starts with the starter hours and an empty
   * active menu, and the e-mail stays unconfirmed until its link is opened. Without it an operator made the
   * restaurant (the admin command, the demo data) and vouches for the e-mail.
   */
  selfService?: boolean | undefined;
}

/** The ids of a new merchant and its user, and the short id it got. */
export interface CreatedMerchant {
  merchantId: string;
  userId: string;
  shortId: string;
}

/** Creates a merchant and its user in one transaction; a taken e-mail or short id throws CONFLICT. */
export async function createMerchant(options: CreateMerchantOptions): Promise<CreatedMerchant> {
  const name = options.name.trim();
  const email = options.email.trim().toLowerCase();
  if (name.length < 1 || name.length > 80) {
    throw new AppError('VALIDATION_FAILED', 'Informe o nome do estabelecimento (de 1 a 80 caracteres).');
  }
  const unsafe = findUnsafeText(name);
  if (unsafe) {
    throw new AppError('VALIDATION_FAILED', `${unsafeTextMessage('O nome do estabelecimento', unsafe)}.`);
  }
  if (email.length > 254 || !emailPattern.test(email)) {
    throw new AppError('VALIDATION_FAILED', 'Informe um e-mail válido.');
  }
  assertValidPassword(options.password);
  const requestedShortId = options.shortId === undefined ? undefined : normalizeShortId(options.shortId);
  if (requestedShortId !== undefined && !isValidShortId(requestedShortId)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'O código curto deve ter de 5 a 8 letras ou números, sem acentos.',
    );
  }
  const passwordHash = await hashPassword(options.password);
  const attempts = requestedShortId === undefined ? generatedShortIdAttempts : 1;
  for (let attempt = 1; ; attempt += 1) {
    const shortId = requestedShortId ?? generateShortId();
    try {
      return await options.db.transaction(async (tx) => {
        const merchantId = await insertMerchant(tx, { name, shortId });
        const userId = await insertMerchantUser(tx, {
          merchantId,
          email,
          passwordHash,
          emailConfirmedAt: options.selfService ? null : new Date(),
        });
        if (options.selfService) {
          await insertWorkShifts(tx, merchantId, starterWorkShifts);
          await insertCatalog(tx, { merchantId, name: STARTER_CATALOG_NAME, active: true });
        }
        return { merchantId, userId, shortId };
      });
    } catch (error) {
      // The unique constraints decide, so two concurrent creations cannot both win.
      const constraint = findUniqueViolation(error);
      if (constraint === 'merchants_short_id_unique') {
        if (attempt < attempts) continue;
        throw new AppError('CONFLICT', `O código curto ${shortId} já está em uso por outro estabelecimento.`);
      }
      if (constraint === 'merchant_users_email_unique') {
        throw new AppError('CONFLICT', `O e-mail ${email} já está cadastrado.`);
      }
      throw error;
    }
  }
}

/** Throws VALIDATION_FAILED unless the password has 8 to 256 characters (the login reads up to 256). */
export function assertValidPassword(password: string): void {
  if (password.length < 8 || password.length > 256) {
    throw new AppError('VALIDATION_FAILED', 'A senha deve ter de 8 a 256 caracteres.');
  }
}

/** A random 6-character short id from an alphabet without look-alike characters. */
export function generateShortId(): string {
  let shortId = '';
  for (let i = 0; i < generatedShortIdLength; i += 1) {
    shortId += shortIdAlphabet.charAt(randomInt(shortIdAlphabet.length));
  }
  return shortId;
}
