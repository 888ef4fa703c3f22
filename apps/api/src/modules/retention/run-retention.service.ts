import type { Db } from '#api/db/client';
import { accountLinks } from '#api/db/schema/account-link.schema';
import { smsOutbox, verificationCodes } from '#api/db/schema/consumer.schema';
import { emailOutbox } from '#api/db/schema/email.schema';
import { idempotencyKeys } from '#api/db/schema/idempotency.schema';
import { contactLeads } from '#api/db/schema/lead.schema';
import { merchantSessions } from '#api/db/schema/merchant.schema';
import type { Clock } from '#api/lib/clock';
import { anonymizeInactiveConsumers } from './anonymize-consumers.service';
import {
  deleteNotificationsOfEndedVisits,
  deletePushSubscriptionsOfAnonymized,
} from './notification-retention.repository';
import { claimJobRun, deleteOlderThan } from './retention.repository';
import { RETENTION_JOB_NAME, retentionCutoffs, retentionRunWindowStart } from './retention-policy';

/** Consumers anonymised per transaction (each one's entries are updated too). */
const CONSUMER_BATCH = 500;
/** Rows deleted per statement. */
const DELETE_BATCH = 1000;

/** What one run did: counts only, never who (they are logged). */
export interface RetentionCounts {
  anonymizedConsumers: number;
  deletedVerificationCodes: number;
  deletedSmsMessages: number;
  deletedLeads: number;
  deletedMerchantSessions: number;
  deletedAccountEmails: number;
  deletedAccountLinks: number;
  deletedIdempotencyKeys: number;
  deletedNotifications: number;
  deletedPushSubscriptions: number;
}

/** A run's inputs; tests make the batches small to go through several. */
export interface RetentionOptions {
  db: Db;
  clock: Clock;
  batchSize?: number;
}

/**
 * Applies the retention rules once, as of the clock's now (docs/security.md, "Retention"): anonymises
 * consumers inactive for 12 months, deletes verification codes and SMS messages older than 30 days, contact
 * leads older than 24 months, merchant sessions expired for 30 days, account e-mails sent and account links
 * expired 30 days ago, idempotency keys past their day, the
 * notification rows of visits that ended 30 days ago and the push subscriptions of anonymised consumers.
 * Every step is idempotent and works in batches, so it can run again, or in two processes at once.
 */
export async function runRetention(options: RetentionOptions): Promise<RetentionCounts> {
  const { db } = options;
  const now = options.clock.now();
  const cutoffs = retentionCutoffs(now);
  const batchSize = options.batchSize ?? DELETE_BATCH;
  // Codes first: a code counts as activity only while it is kept, so one run reaches what the next would.
  const deletedVerificationCodes = await deleteOlderThan(db, {
    table: verificationCodes,
    id: verificationCodes.id,
    column: verificationCodes.createdAt,
    before: cutoffs.sms,
    batchSize,
  });
  return {
    anonymizedConsumers: await anonymizeInactiveConsumers({
      db,
      now,
      cutoff: cutoffs.consumerActivity,
      batchSize: options.batchSize ?? CONSUMER_BATCH,
    }),
    deletedVerificationCodes,
    deletedSmsMessages: await deleteOlderThan(db, {
      table: smsOutbox,
      id: smsOutbox.id,
      column: smsOutbox.createdAt,
      before: cutoffs.sms,
      batchSize,
    }),
    deletedLeads: await deleteOlderThan(db, {
      table: contactLeads,
      id: contactLeads.id,
      column: contactLeads.createdAt,
      before: cutoffs.leads,
      batchSize,
    }),
    deletedMerchantSessions: await deleteOlderThan(db, {
      table: merchantSessions,
      id: merchantSessions.id,
      column: merchantSessions.expiresAt,
      before: cutoffs.merchantSessions,
      batchSize,
    }),
    deletedAccountEmails: await deleteOlderThan(db, {
      table: emailOutbox,
      id: emailOutbox.id,
      column: emailOutbox.createdAt,
      before: cutoffs.accountEmails,
      batchSize,
    }),
    deletedAccountLinks: await deleteOlderThan(db, {
      table: accountLinks,
      id: accountLinks.id,
      column: accountLinks.expiresAt,
      before: cutoffs.accountEmails,
      batchSize,
    }),
    deletedIdempotencyKeys: await deleteOlderThan(db, {
      table: idempotencyKeys,
      id: idempotencyKeys.id,
      column: idempotencyKeys.createdAt,
      before: cutoffs.idempotencyKeys,
      batchSize,
    }),
    deletedNotifications: await deleteNotificationsOfEndedVisits(db, {
      before: cutoffs.notifications,
      batchSize,
    }),
    // After the anonymisation above: its own consumers' subscriptions are gone already; this catches any left.
    deletedPushSubscriptions: await deletePushSubscriptionsOfAnonymized(db, batchSize),
  };
}

/** The daily run: `claimed` false when another process (or an earlier call) already ran it today. */
export type DailyRetentionResult = { claimed: false } | { claimed: true; counts: RetentionCounts };

/**
 * Runs the retention rules if no process has run them since the latest daily start (03:00 in Brasília):
 * the claim is one compare-and-set on `job_runs`, so several server processes run it once a day. A run
 * that dies half-way is finished by tomorrow's (every step is idempotent).
 */
export async function runDailyRetention(options: RetentionOptions): Promise<DailyRetentionResult> {
  const now = options.clock.now();
  const claimed = await claimJobRun(options.db, {
    name: RETENTION_JOB_NAME,
    now,
    windowStart: retentionRunWindowStart(now),
  });
  if (!claimed) return { claimed: false };
  return { claimed: true, counts: await runRetention(options) };
}
