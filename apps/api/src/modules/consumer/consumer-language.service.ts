import type { Language } from '@suavez/shared/domain/language';
import type { Db } from '#api/db/client';
import { saveConsumerLanguage } from './consumer.repository';

/**
 * The diner's language kept on the consumer (rules.md §16): their notices (push, SMS, WhatsApp) are written
 * in it. Set from the device's first `POST /consumer` (its Accept-Language), then by the switcher.
 */
export async function rememberConsumerLanguage(options: {
  db: Db;
  consumerId: string;
  language: Language;
}): Promise<void> {
  await saveConsumerLanguage(options.db, options.consumerId, options.language);
}
