import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whatsAppConversations } from '#api/db/schema/whatsapp.schema';
import { nextIp, nextPhone, sessionCookieOf } from '#test/consumer-test-helpers';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';
import { replyText, sayOnWhatsApp } from '#test/whatsapp-conversation-test-helpers';
import { SIGN_IN_LINK_TTL_MS } from './consumer-link.service';
import { createWhatsAppMessageHandler } from './whatsapp-conversation.service';

// The one-time link of the WhatsApp join (docs/whatsapp.md#one-time-link): `POST /consumer/link {token}`.

const t = useTestApp();
const GONE = { message: 'Este link já foi usado ou expirou. Peça um novo no WhatsApp.' };
let shortIds = 0;

/** A diner joins by WhatsApp; answers the link's token and the consumer it opens. */
async function joinAndGetToken(): Promise<{ token: string; consumerId: string }> {
  shortIds += 1;
  const shortId = `lk${String(shortIds).padStart(3, '0')}${Math.floor(Math.random() * 90 + 10)}`;
  await createMerchantFixture(t.app, { shortId, autoAcceptConsumer: true });
  const w = {
    db: t.app.ctx.database.db,
    clock: t.clock,
    handle: createWhatsAppMessageHandler({ publicUrl: t.config.publicUrl }),
  };
  const waId = `55${nextPhone()}`;
  await sayOnWhatsApp(w, waId, `fila ${shortId}`);
  const reply = replyText(await sayOnWhatsApp(w, waId, '3'));
  const token = /\/entrar\/([A-Za-z0-9_-]{43})/.exec(reply)?.[1];
  if (!token) throw new Error(`no link in: ${reply}`);
  const [conversation] = await t.app.ctx.database.db
    .select()
    .from(whatsAppConversations)
    .where(eq(whatsAppConversations.waId, waId));
  return { token, consumerId: conversation?.consumerId as string };
}

const postLink = (body: unknown, cookies?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/consumer/link',
    payload: body as object,
    cookies: cookies ?? {},
    remoteAddress: nextIp(),
  });

describe('POST /consumer/link', () => {
  it('opens the consumer session once: the cookie reads that consumer’s queue; a second use is 410', async () => {
    const { token, consumerId } = await joinAndGetToken();
    const res = await postLink({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: consumerId, phoneVerified: true });
    const cookies = sessionCookieOf(res);
    expect(cookies).toBeDefined();
    const queue = await callAs(t, { cookies }, 'GET', `/queue?consumerId=${consumerId}`);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ status: 'IN_QUEUE', slot: 3 });

    const again = await postLink({ token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject(GONE);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('two browsers racing for one link: exactly one gets the session', async () => {
    const { token } = await joinAndGetToken();
    const answers = await Promise.all([postLink({ token }), postLink({ token }), postLink({ token })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 410, 410]);
    expect(answers.filter((res) => sessionCookieOf(res) !== undefined)).toHaveLength(1);
  });

  it('answers 410 once the 24 hours are over', async () => {
    const { token } = await joinAndGetToken();
    t.clock.advance(SIGN_IN_LINK_TTL_MS);
    const res = await postLink({ token });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject(GONE);
  });

  it('answers 410 for a token no link has, 400 for a body that is no token', async () => {
    const unknown = await postLink({ token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toMatchObject(GONE);
    for (const body of [{}, { token: 'curto' }, { token: 42 }, { token: `${'A'.repeat(42)}!` }]) {
      const res = await postLink(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('gives the link’s consumer whatever session the browser held before', async () => {
    const { token, consumerId } = await joinAndGetToken();
    const someone = await createConsumerFixture(t.app);
    const res = await postLink({ token }, someone.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(consumerId);
    const cookies = sessionCookieOf(res);
    expect((await callAs(t, { cookies }, 'GET', `/queue?consumerId=${consumerId}`)).statusCode).toBe(200);
    expect((await callAs(t, { cookies }, 'GET', `/queue?consumerId=${someone.consumerId}`)).statusCode).toBe(
      403,
    );
  });
});
