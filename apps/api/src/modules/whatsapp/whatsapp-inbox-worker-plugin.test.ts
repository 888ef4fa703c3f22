import { describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { startFakeWhatsAppCloud } from '#test/fake-whatsapp-cloud';
import { createAppNotificationSenders } from '#test/notification-test-helpers';
import { createTestApp } from '#test/test-app';
import { fakeWhatsAppInbound, messageDelivery, signWhatsAppBody } from '#test/whatsapp-deliveries';
import { createEchoHandler, readInbox, readReplies, whatsAppTestConfig } from '#test/whatsapp-test-helpers';

// The inbox worker as every server process runs it: from the webhook to the Cloud API with no hand in between.

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met in time');
}

describe('the inbox worker in a server process', () => {
  it('processes a delivery on its own and the outbox sends the reply, once', async () => {
    const cloud = await startFakeWhatsAppCloud();
    const handler = createEchoHandler();
    // Only the app under test runs workers: the test app's own would answer with the real conversation.
    const t = await createTestApp({ config: whatsAppTestConfig(cloud.apiUrl) });
    const app = await buildApp(
      { ...t.config, notificationWorkerMs: 20 },
      {
        database: t.database,
        clock: t.clock,
        whatsAppMessageHandler: handler.handle,
        notificationSenders: createAppNotificationSenders(t.app),
      },
    );
    try {
      const raw = JSON.stringify(
        messageDelivery({ from: '5511987654321', at: t.clock.now(), text: 'fila abc' }),
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWhatsAppBody(raw, fakeWhatsAppInbound.appSecret),
        },
        payload: raw,
      });
      expect(res.statusCode).toBe(200);
      await waitFor(() => cloud.received.length > 0);
      const [row] = await readInbox(t.app);
      expect(row?.processedAt).not.toBeNull();
      await waitFor(async () => (await readReplies(t.app, row?.id))[0]?.status === 'sent');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(cloud.received).toHaveLength(1);
      expect(handler.seen).toHaveLength(1);
    } finally {
      await app.close();
      await t.close();
      await cloud.close();
    }
  });
});
