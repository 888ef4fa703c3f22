import {
  type CurrentQueueQuery,
  currentQueueFilterStatuses,
  currentQueueStatusGroups,
  type MerchantQueueEntry,
  queueSlotFilters,
} from '@suavez/shared/contracts/queue-merchant.contract';
import { isActiveQueueStatus, type QueueStatus } from '@suavez/shared/domain/queue-status';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { loadStaffActions } from '#api/modules/audit/audit';
import { listEntryNotifications } from '#api/modules/notification/notification.repository';
import { listFittingTables } from '#api/modules/tables/manage-tables.service';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { listMerchantQueueEntries } from './queue-merchant.repository';
import { listQueuePositions } from './queue-position.repository';

/** The statuses a filter list asks for: each filter status with its group ('Chamados' includes 'A caminho'). */
export function expandQueueFilterStatuses(requested: CurrentQueueQuery['status']): QueueStatus[] {
  const statuses = new Set<QueueStatus>();
  for (const status of requested ?? currentQueueFilterStatuses) {
    if (status === 'ACCEPTED_RESTAURANT_CALL') statuses.add(status);
    else for (const member of currentQueueStatusGroups[status]) statuses.add(member);
  }
  return [...statuses];
}

/** The host's list, and what the answer cache needs to keep it (docs/architecture.md#answer-cache). */
export interface CurrentQueue {
  entries: MerchantQueueEntry[];
  /** The listed entries' consumers: their names and phones show on the cards. */
  consumerIds: string[];
  /**
   * When the same read would answer differently with no write: the first deadline among the entries counted
   * for positions (a passed one counts nowhere, and a listed one is expired on read). Null: none.
   */
  changesAt: Date | null;
}

/** The key of one filter of a merchant's list: every input the answer depends on, normalized. */
export function currentQueueCacheKey(
  merchantId: string,
  statuses: CurrentQueueQuery['status'],
  slots: CurrentQueueQuery['slots'],
): string {
  const expanded = expandQueueFilterStatuses(statuses).sort().join(',');
  const sizes = [...new Set(slots ?? queueSlotFilters)].sort((a, b) => a - b).join(',');
  return `queue-current:${merchantId}:${expanded}:${sizes}`;
}

/**
 * The merchant's live queue (`GET /queue/current`, docs/queue.md#reading-the-queue): entries in the requested
 * statuses and table sizes, oldest first, each with its position among the entries of its status. A stale
 * CALLED is never shown: when a listed entry's deadline has passed, deadlines are applied and the list read
 * again. Each waiting entry carries the free tables that fit it. Only listed entries can change this answer (positions skip entries whose deadline passed), so the
 * host's poll needs no transaction while no deadline has passed (docs/architecture.md#how-a-request-flows).
 */
export async function listCurrentQueue(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  statuses: CurrentQueueQuery['status'];
  slots: CurrentQueueQuery['slots'];
}): Promise<CurrentQueue> {
  const filter = {
    merchantId: options.merchantId,
    statuses: expandQueueFilterStatuses(options.statuses),
    slots: options.slots ?? [...queueSlotFilters],
  };
  let rows = await listMerchantQueueEntries(options.db, filter);
  const now = options.clock.now().getTime();
  if (rows.some((row) => row.deadlineAt !== null && row.deadlineAt.getTime() <= now)) {
    await expireQueueDeadlines({
      db: options.db,
      clock: options.clock,
      filter: { merchantId: options.merchantId },
    });
    rows = await listMerchantQueueEntries(options.db, filter);
  }
  // Each card's position among the merchant's entries of its status (docs/queue.md#positions), for the
  // statuses listed.
  const listedStatuses = [...new Set(rows.map((row) => row.status))].filter(isActiveQueueStatus);
  const { positions, nextDeadlineAt } = await listQueuePositions(
    options.db,
    options.merchantId,
    listedStatuses,
    options.clock.now(),
  );
  // What reached each consumer's phone (docs/notifications.md#host), one more read for the listed entries.
  const notices = await listEntryNotifications(
    options.db,
    options.merchantId,
    rows.map((row) => row.id),
  );
  // Who accepted or called each one (docs/audit.md), one more read for the listed entries.
  const staffActions = await loadStaffActions(
    options.db,
    options.merchantId,
    rows.map((row) => row.id),
  );
  // The free tables that fit each waiting party (docs/tables.md#fit), from one more read of the floor.
  const { fits, changesAt: holdsChangeAt } = await listFittingTables({
    db: options.db,
    merchantId: options.merchantId,
    now: options.clock.now(),
    slots: rows.filter((row) => row.status !== 'CHECK_IN').map((row) => row.slot),
  });
  const entries = rows.map((row) => ({
    id: row.id,
    status: row.status,
    slot: row.slot,
    source: row.source,
    joinedAt: row.joinedAt.toISOString(),
    lastStatusAt: row.lastStatusAt.toISOString(),
    consumer: { name: row.consumerName, phone: row.consumerPhone },
    phoneClaimedAt: row.phoneClaimedAt?.toISOString() ?? null,
    table: row.tableLabel,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    deadlineExtensions: row.deadlineExtensions,
    position: positions.get(row.id) ?? null,
    notifications: notices
      .filter((notice) => notice.queueEntryId === row.id)
      .map((notice) => ({
        channel: notice.channel,
        kind: notice.kind,
        status: notice.status,
        at: notice.at.toISOString(),
        ...(notice.delivery
          ? { delivery: notice.delivery, deliveryAt: (notice.deliveryAt ?? notice.at).toISOString() }
          : {}),
      })),
    staffActions: staffActions.get(row.id) ?? [],
    fits: row.status === 'CHECK_IN' ? [] : (fits.get(row.slot) ?? []),
  }));
  // A listed entry whose deadline passed but was not expired (a sweeper holds its lock) counts too: its
  // answer is stale at once, never kept.
  // A booking's hold starting or ending changes the fit (docs/bookings.md#held-tables).
  let changesAt = nextDeadlineAt;
  if (holdsChangeAt && (!changesAt || holdsChangeAt < changesAt)) changesAt = holdsChangeAt;
  for (const row of rows) {
    if (row.deadlineAt && (!changesAt || row.deadlineAt < changesAt)) changesAt = row.deadlineAt;
  }
  return { entries, consumerIds: rows.map((row) => row.consumerId), changesAt };
}
