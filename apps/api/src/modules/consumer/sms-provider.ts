import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#api/config';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { createHttpSmsProvider } from './sms-http.provider';
import { createOutboxSmsProvider } from './sms-outbox.provider';

/** Where text messages go. `phone` is digits only ('11987654321'); a failure to hand it over throws. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** The provider configuration selects (`SMS_PROVIDER`): the development outbox or the HTTP gateway. */
export function createSmsProvider(options: {
  config: AppConfig;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}): SmsProvider {
  const { config } = options;
  if (config.smsProvider === 'http') {
    if (!config.smsHttpUrl) throw new Error('SMS_PROVIDER=http exige SMS_HTTP_URL.');
    return createHttpSmsProvider({ url: config.smsHttpUrl, token: config.smsHttpToken });
  }
  return createOutboxSmsProvider({
    db: options.db,
    clock: options.clock,
    log: options.log,
    isProduction: config.isProduction,
  });
}
