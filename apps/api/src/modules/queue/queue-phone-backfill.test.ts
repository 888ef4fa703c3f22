import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '#api/db/migrate';
import { consumers } from '#api/db/schema/consumer.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';

// Migration 0007 copies each active entry's phone from its consumer, so that the index "one active entry per
// phone and merchant" holds for the entries stored before it (docs/security.md, "A phone is not a password").

const t = useTestApp();

/** The migration's backfill statement, as committed. */
function backfillStatement(): string {
  const text = readFileSync(join(migrationsFolder, '0007_consumer_identity_and_sessions.sql'), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((part) => part.trim());
  const backfill = statements.filter((part) => /^(--.*\n)*UPDATE "queue_entries"/.test(part));
  expect(backfill).toHaveLength(1);
  return backfill[0] as string;
}

describe('entry phones (backfill of migration 0007)', () => {
  it("copies the consumer's phone onto active entries only", async () => {
    const db = t.database.db;
    const merchant = await createMerchantFixture(t.app);
    const stored = async (status: QueueStatus) => {
      const fixture = await createConsumerFixture(t.app);
      // As stored before 0007: no phone on the entry.
      const [row] = await db
        .insert(queueEntries)
        .values({ merchantId: merchant.merchantId, consumerId: fixture.consumerId, status, slot: 2 })
        .returning({ id: queueEntries.id });
      const [consumer] = await db.select().from(consumers).where(eq(consumers.id, fixture.consumerId));
      return { id: row?.id as string, phone: consumer?.phone };
    };
    const active = await Promise.all(
      (['WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED', 'ACCEPTED_RESTAURANT_CALL', 'CHECK_IN'] as const).map(
        stored,
      ),
    );
    const finished = await Promise.all(
      (['CHECK_OUT', 'CANCELLED_BY_CONSUMER', 'NOT_PRESENT'] as const).map(stored),
    );

    await db.execute(sql.raw(backfillStatement()));

    const phoneOf = async (id: string) =>
      (await db.select({ phone: queueEntries.phone }).from(queueEntries).where(eq(queueEntries.id, id)))[0]
        ?.phone;
    for (const entry of active) expect(await phoneOf(entry.id)).toBe(entry.phone);
    for (const entry of finished) expect(await phoneOf(entry.id)).toBeNull();
  });
});
