import { IDEMPOTENCY_KEY_TTL_MS } from '#api/modules/order/idempotency';

// What is kept how long (docs/security.md, "Retention"; the privacy policy's section 4 says the same).

const DAY_MS = 24 * 60 * 60 * 1000;

/** A consumer's name and phone are anonymised after this many months without any activity. */
export const CONSUMER_INACTIVE_MONTHS = 12;
/** Verification codes and SMS messages are deleted this many days after they were created. */
export const SMS_KEPT_DAYS = 30;
/** A visit's notification rows (the outbox) are deleted this many days after the visit ended. */
export const NOTIFICATIONS_KEPT_DAYS = 30;
/** Contact leads are deleted this many months after they were left. */
export const LEAD_KEPT_MONTHS = 24;
/** Account e-mails (the outbox) and one-time account links are deleted this many days after sent or expired. */
export const ACCOUNT_EMAIL_KEPT_DAYS = 30;
/** Merchant login sessions are deleted this many days after they expired (or were revoked, then expired). */
export const MERCHANT_SESSION_KEPT_DAYS = 30;
/** What an anonymised consumer is called from then on (the name column stays 1..80 characters). */
export const ANONYMIZED_CONSUMER_NAME = 'Cliente anônimo';

/**
 * The daily run starts at 06:00 UTC, 03:00 in Brasília (no daylight saving since 2019): the quietest hour
 * of a restaurant's day. A process claims the run when the last one began before the latest such time.
 */
export const RETENTION_RUN_UTC_HOUR = 6;

/** The name of the job in `job_runs`. */
export const RETENTION_JOB_NAME = 'retention';

/** Where each kind of record stops being kept, as of `now`. */
export interface RetentionCutoffs {
  /** Consumers whose latest activity is before this are anonymised. */
  consumerActivity: Date;
  /** Codes and SMS messages created before this are deleted. */
  sms: Date;
  /** Notification rows of visits that ended before this are deleted. */
  notifications: Date;
  /** Leads created before this are deleted. */
  leads: Date;
  /** Merchant sessions that expired before this are deleted. */
  merchantSessions: Date;
  /** Account e-mails sent, and account links that expired, before this are deleted (docs/email.md). */
  accountEmails: Date;
  /** Idempotency keys created before this (past their 24 h of use: docs/decisions/007) are deleted. */
  idempotencyKeys: Date;
}

/** The cutoffs of a run at `now` (calendar months in UTC, so "12 months" is the same date a year ago). */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  return {
    consumerActivity: monthsBefore(now, CONSUMER_INACTIVE_MONTHS),
    sms: new Date(now.getTime() - SMS_KEPT_DAYS * DAY_MS),
    notifications: new Date(now.getTime() - NOTIFICATIONS_KEPT_DAYS * DAY_MS),
    leads: monthsBefore(now, LEAD_KEPT_MONTHS),
    merchantSessions: new Date(now.getTime() - MERCHANT_SESSION_KEPT_DAYS * DAY_MS),
    accountEmails: new Date(now.getTime() - ACCOUNT_EMAIL_KEPT_DAYS * DAY_MS),
    idempotencyKeys: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
  };
}

/**
 * The same day and time `months` calendar months earlier (UTC); a day the earlier month lacks becomes its
 * last day (29 February 2028 minus 12 months is 28 February 2027).
 */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The latest daily start at or before `now`: a run claimed before it is yesterday's. */
export function retentionRunWindowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCHours(RETENTION_RUN_UTC_HOUR, 0, 0, 0);
  if (start.getTime() > now.getTime()) start.setUTCDate(start.getUTCDate() - 1);
  return start;
}
