import { normalizePhone } from '@suavez/shared/domain/phone';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { hasLeadSince, insertLead, lockLeadNumber } from './lead.repository';

/** A number that left a contact is refused (429) for this long: a double tap or a resend loop. */
export const CONTACT_NUMBER_WINDOW_MS = 10 * 60 * 1000;

/** Message of the 429 for a number that was sent within the window. */
export const CONTACT_NUMBER_RATE_LIMITED_MESSAGE =
  'Já recebemos um contato deste telefone. Aguarde alguns minutos antes de enviar de novo.';

/** What the landing page's contact form sends, already checked against its contract. */
export interface SubmitContactOptions {
  db: Db;
  clock: Clock;
  name: string;
  /** The phone as masked by the form; stored as digits. */
  number: string;
  /** Whether the visitor came through the founders' promo link (`x-qrbc`). */
  isPromo: boolean;
}

/** Stores a contact lead; the same number again within 10 minutes throws RATE_LIMITED. */
export async function submitContact(options: SubmitContactOptions): Promise<void> {
  const name = options.name.trim();
  const number = normalizePhone(options.number);
  if (name.length === 0 || !/^\d{10,11}$/.test(number)) throw new AppError('VALIDATION_FAILED');
  const now = options.clock.now();
  await options.db.transaction(async (tx) => {
    await lockLeadNumber(tx, number);
    if (await hasLeadSince(tx, number, new Date(now.getTime() - CONTACT_NUMBER_WINDOW_MS))) {
      throw new AppError('RATE_LIMITED', CONTACT_NUMBER_RATE_LIMITED_MESSAGE);
    }
    await insertLead(tx, { name, number, qrbc: options.isPromo, createdAt: now });
  });
}
