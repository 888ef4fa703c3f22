import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsOutbox, verificationCodes } from '#api/db/schema/consumer.schema';
import { nextPhone, postConsumer, postVerifyCode } from '#test/consumer-test-helpers';
import { useTestApp } from '#test/test-app';
import { SMS_UNAVAILABLE_MESSAGE } from './issue-verification-code';
import { createHttpSmsProvider, SmsDeliveryError } from './sms-http.provider';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

// A local stand-in for the SMS gateway: records each request and answers with `nextStatus`.
let server: Server;
let gatewayUrl: string;
let received: Received[] = [];
let nextStatus = 202;
let delayMs = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
      });
      setTimeout(() => {
        response.writeHead(nextStatus, { 'content-type': 'application/json' });
        response.end('{"ok":true}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  nextStatus = 202;
  delayMs = 0;
});

describe('the HTTP SMS provider', () => {
  it('POSTs JSON {to, message} with the bearer token', async () => {
    const provider = createHttpSmsProvider({ url: gatewayUrl, token: 'segredo-do-gateway' });
    await provider.send('11987654321', 'Olá');
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/messages',
        headers: expect.objectContaining({
          authorization: 'Bearer segredo-do-gateway',
          'content-type': 'application/json',
        }),
        body: { to: '+5511987654321', message: 'Olá' },
      },
    ]);
  });

  it('sends no authorization header without a token', async () => {
    await createHttpSmsProvider({ url: gatewayUrl }).send('11987654321', 'Olá');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('fails on a non-2xx answer, on a timeout and when nothing listens', async () => {
    nextStatus = 500;
    await expect(createHttpSmsProvider({ url: gatewayUrl }).send('11987654321', 'x')).rejects.toThrow(
      SmsDeliveryError,
    );
    nextStatus = 202;
    delayMs = 300;
    await expect(
      createHttpSmsProvider({ url: gatewayUrl, timeoutMs: 50 }).send('11987654321', 'x'),
    ).rejects.toThrow(SmsDeliveryError);
    await expect(
      createHttpSmsProvider({ url: 'http://127.0.0.1:9/nada' }).send('11987654321', 'x'),
    ).rejects.toThrow(SmsDeliveryError);
  });
});

describe('POST /consumer with SMS_PROVIDER=http', () => {
  // The gateway's address is known once the file's first hook has started it.
  const t = useTestApp(() => ({
    config: {
      featureSmsVerification: true,
      smsProvider: 'http',
      smsHttpUrl: gatewayUrl,
      smsHttpToken: 'tok',
    },
  }));

  it('sends the code through the gateway, keeps nothing in the outbox, and the code works', async () => {
    const phone = nextPhone();
    const res = await postConsumer(t.app, { phone, name: 'Mia' });
    expect(res.json().phoneVerified).toBe(false);
    expect(received).toHaveLength(1);
    const sent = received[0]?.body as { to: string; message: string };
    expect(sent.to).toBe(`+55${phone}`);
    const code = /(\d{6})/.exec(sent.message)?.[1] as string;
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toEqual([]);
    expect((await postVerifyCode(t.app, res.json().id, code)).statusCode).toBe(200);
  });

  it('answers 503 in pt-BR when the gateway fails, and keeps no code that was never delivered', async () => {
    nextStatus = 503;
    const phone = nextPhone();
    const res = await postConsumer(t.app, { phone, name: 'Nina' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: SMS_UNAVAILABLE_MESSAGE });
    const codes = () =>
      t.database.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(await codes()).toEqual([]);
    // The failed code does not hold back the next try.
    nextStatus = 202;
    const retry = await postConsumer(t.app, { phone, name: 'Nina' });
    expect(retry.statusCode).toBe(200);
    expect(received).toHaveLength(2);
    expect(await codes()).toHaveLength(1);
  });
});
