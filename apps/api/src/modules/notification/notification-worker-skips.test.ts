import { CALL_ANSWER_DEADLINE_MS } from '@suavez/shared/domain/queue-machine';
import { describe, expect, it } from 'vitest';
import { applyQueueEvent, createQueueEntriesFixture } from '#test/fixtures';
import {
  createCalledEntry,
  createLineWhoseSecondQuit,
  createScriptedSender,
  readPushRow,
  runWorkerPass,
} from '#test/notification-test-helpers';
import { useTestApp } from '#test/test-app';
import { DEADLINE_REMINDER_LEAD_MS, notificationSkipReasons } from './notification-policy';

// The outbox worker's pass skips, with the reason, the notices that no longer apply when their time comes
// (docs/notifications.md#worker).

const t = useTestApp();

/** Expects each `[entry id, kind, reason]` push row to be skipped for that reason. */
async function expectSkipped(rows: readonly (readonly [string, 'called' | 'deadline' | 'almost', string])[]) {
  for (const [entryId, kind, reason] of rows) {
    expect(await readPushRow(t.app, entryId, kind), `${kind} of ${entryId}`).toMatchObject({
      status: 'skipped',
      lastError: reason,
    });
  }
}

describe('notices that no longer apply', () => {
  it('skips the call and the reminder after a quit, and the reminder after the answer', async () => {
    const quitting = await createCalledEntry(t);
    const answering = await createCalledEntry(t);
    await applyQueueEvent(t, { queueEntryId: quitting.id, event: 'quit', reason: 'Desisti' });
    await applyQueueEvent(t, { queueEntryId: answering.id, event: 'answer' });
    const push = createScriptedSender('push');
    await runWorkerPass(t, [push]);
    await expectSkipped([[quitting.id, 'called', notificationSkipReasons.callOver]]);
    // The consumer who answered still gets the call (it carries the link); the reminder no longer applies.
    expect(await readPushRow(t.app, answering.id, 'called')).toMatchObject({ status: 'sent' });
    t.clock.advance(CALL_ANSWER_DEADLINE_MS - DEADLINE_REMINDER_LEAD_MS);
    await runWorkerPass(t, [push]);
    await expectSkipped([
      [quitting.id, 'deadline', notificationSkipReasons.callOver],
      [answering.id, 'deadline', notificationSkipReasons.answered],
    ]);
    expect(push.sent.map((sent) => sent.queueEntryId)).not.toContain(quitting.id);
  });

  it('skips the call when the worker comes after the deadline', async () => {
    const entry = await createCalledEntry(t);
    t.clock.advance(CALL_ANSWER_DEADLINE_MS);
    await runWorkerPass(t, [createScriptedSender('push')]);
    await expectSkipped([
      [entry.id, 'called', notificationSkipReasons.deadlinePassed],
      [entry.id, 'deadline', notificationSkipReasons.deadlinePassed],
    ]);
  });

  it("skips 'almost' once the entry is no longer second, and sends it to the one who is", async () => {
    // The second (line[1]) quits before the worker runs: line[2] becomes second.
    const { restaurant, line } = await createLineWhoseSecondQuit(t);
    const push = createScriptedSender('push');
    await runWorkerPass(t, [push]);
    await expectSkipped([[line[1].id, 'almost', notificationSkipReasons.leftLine]]);
    expect(await readPushRow(t.app, line[2].id, 'almost')).toMatchObject({ status: 'sent' });

    // Two calls before the worker runs: the first 'almost' row is for one who is first by then.
    const later = await createQueueEntriesFixture(t, restaurant.merchantId, ['IN_QUEUE', 'IN_QUEUE']);
    await applyQueueEvent(t, { queueEntryId: line[0].id, event: 'call' });
    await applyQueueEvent(t, { queueEntryId: line[2].id, event: 'call' });
    await runWorkerPass(t, [push]);
    await expectSkipped([[later[0].id, 'almost', notificationSkipReasons.notSecond]]);
    expect(await readPushRow(t.app, later[1].id, 'almost')).toMatchObject({ status: 'sent' });
    expect(push.sent.filter((sent) => sent.kind === 'almost').map((sent) => sent.queueEntryId)).toEqual([
      line[2].id,
      later[1].id,
    ]);
  });
});
