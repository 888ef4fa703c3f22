import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes, verificationCodeTries } from '#api/db/schema/consumer.schema';
import {
  nextPhone,
  postConsumer,
  postResendCode,
  postVerifyCode,
  readCodes,
  sessionCookieOf,
} from '#test/consumer-test-helpers';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';
import { MAX_CODE_ATTEMPTS, MAX_PHONE_CODE_ATTEMPTS } from './verification-code';
import { codeMessages } from './verify-consumer-code.service';

// docs/security.md, "A phone is not a password": with SMS verification on, a new device with a known phone
// gets a pending id of its own, and its wrong codes are counted for it (and for the phone's ceiling), so a
// stranger who types the owner's phone locks out only the stranger.

const t = useTestApp({ config: { featureSmsVerification: true } });

type Cookies = Record<string, string>;

function otherThan(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** A phone whose owner proved it on one device: the consumer id, the device's cookies, the phone. */
async function verifiedOwner(name = 'Dona') {
  const phone = nextPhone();
  const pending = (await postConsumer(t.app, { phone, name })).json().id as string;
  const [code] = await readCodes(t.app, phone);
  const verified = await postVerifyCode(t.app, pending, code as string);
  expect(verified.json()).toEqual({ id: pending, phoneVerified: true });
  return { id: pending, phone, cookies: sessionCookieOf(verified) as Cookies };
}

/** A new device typing `phone`: its pending id (no session). */
async function newDevice(phone: string, name = 'Intruso'): Promise<string> {
  const res = await postConsumer(t.app, { phone, name });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().phoneVerified).toBe(false);
  expect(sessionCookieOf(res)).toBeUndefined();
  return res.json().id as string;
}

function readQueue(consumerId: string, cookies: Cookies | undefined) {
  return t.app.inject({ method: 'GET', url: `/api/queue?consumerId=${consumerId}`, cookies: cookies ?? {} });
}

function joinQueue(merchantId: string, consumerId: string, cookies: Cookies | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/queue',
    payload: { merchant: { id: merchantId }, consumer: { id: consumerId }, slot: 2 },
    cookies: cookies ?? {},
  });
}

describe("a stranger's wrong codes for a known phone", () => {
  it('lock out the stranger only: the owner on a new device still verifies and gets the consumer', async () => {
    const owner = await verifiedOwner();
    t.clock.advance(61_000);
    const stranger = await newDevice(owner.phone);
    expect(stranger).not.toBe(owner.id);
    const [code] = await readCodes(t.app, owner.phone);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
      expect((await postVerifyCode(t.app, stranger, otherThan(code as string))).statusCode).toBe(400);
    }
    const lockedOut = await postVerifyCode(t.app, stranger, code as string);
    expect(lockedOut.statusCode).toBe(429);
    expect(lockedOut.json().message).toBe(codeMessages.exhausted);
    expect(sessionCookieOf(lockedOut)).toBeUndefined();

    // The owner, on another device, with the SMS the phone received (the same code: within 60 s).
    const ownerDevice = await newDevice(owner.phone, 'Dona');
    expect(await readCodes(t.app, owner.phone)).toHaveLength(2);
    const proven = await postVerifyCode(t.app, ownerDevice, code as string);
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json()).toEqual({ id: owner.id, phoneVerified: true });
    expect(sessionCookieOf(proven)).toBeDefined();
  });

  it('past the phone ceiling spend the code, never the device that holds the session', async () => {
    const owner = await verifiedOwner();
    t.clock.advance(61_000);
    const ownerDevice = await newDevice(owner.phone, 'Dona');
    const strangers = [await newDevice(owner.phone), await newDevice(owner.phone)];
    const [code] = await readCodes(t.app, owner.phone);
    for (const stranger of strangers) {
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
        await postVerifyCode(t.app, stranger, otherThan(code as string));
      }
    }
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, owner.phone))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    expect(row?.attempts).toBe(MAX_PHONE_CODE_ATTEMPTS);
    const spent = await postVerifyCode(t.app, ownerDevice, code as string);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe(codeMessages.spent);

    // The owner's own device needs no code: it keeps its consumer and session.
    const again = await postConsumer(t.app, { phone: owner.phone, name: 'Dona' }, { cookies: owner.cookies });
    expect(again.json()).toEqual({ id: owner.id, phoneVerified: true });
    expect(sessionCookieOf(again)).toBeDefined();
    expect((await readQueue(owner.id, owner.cookies)).statusCode).toBe(404);
  });

  it('count every one of two concurrent wrong codes, on one device and on the phone', async () => {
    const owner = await verifiedOwner();
    t.clock.advance(61_000);
    const stranger = await newDevice(owner.phone);
    const [code] = await readCodes(t.app, owner.phone);
    const answers = await Promise.all(
      [0, 1].map(() => postVerifyCode(t.app, stranger, otherThan(code as string))),
    );
    expect(answers.map((res) => res.json().message).sort()).toEqual([
      'Código incorreto. Você ainda tem 3 tentativas.',
      'Código incorreto. Você ainda tem 4 tentativas.',
    ]);
    const [latest] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, owner.phone))
      .orderBy(verificationCodes.createdAt)
      .offset(1);
    expect(latest?.attempts).toBe(2);
    const [tries] = await t.database.db
      .select()
      .from(verificationCodeTries)
      .where(
        and(
          eq(verificationCodeTries.codeId, latest?.id as string),
          eq(verificationCodeTries.consumerId, stranger),
        ),
      );
    expect(tries?.attempts).toBe(2);

    // Two devices at once: each counts its own, the phone counts both.
    const second = await newDevice(owner.phone);
    const together = await Promise.all(
      [stranger, second].map((id) => postVerifyCode(t.app, id, otherThan(code as string))),
    );
    expect(together.map((res) => res.json().message).sort()).toEqual([
      'Código incorreto. Você ainda tem 2 tentativas.',
      'Código incorreto. Você ainda tem 4 tentativas.',
    ]);
    const [after] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, latest?.id as string));
    expect(after?.attempts).toBe(4);
  });
});

describe("the phone's code", () => {
  it('goes out again at once for a new device when the last one was used or spent, not only after 60 s', async () => {
    const owner = await verifiedOwner();
    // Within 60 s of the code the owner used: a new device gets a new code, not a used one.
    t.clock.advance(1000);
    const ownerDevice = await newDevice(owner.phone, 'Dona');
    const codes = await readCodes(t.app, owner.phone);
    expect(codes).toHaveLength(2);
    const strangers = [await newDevice(owner.phone), await newDevice(owner.phone)];
    expect(await readCodes(t.app, owner.phone)).toHaveLength(2);
    for (const stranger of strangers) {
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
        await postVerifyCode(t.app, stranger, otherThan(codes[0] as string));
      }
    }
    // Spent by the strangers' tries: the owner's 'Reenviar código' sends a new one at once.
    expect((await postVerifyCode(t.app, ownerDevice, codes[0] as string)).json().message).toBe(
      codeMessages.spent,
    );
    t.clock.advance(1000);
    expect((await postResendCode(t.app, ownerDevice)).statusCode).toBe(204);
    const [fresh] = await readCodes(t.app, owner.phone);
    expect((await postVerifyCode(t.app, ownerDevice, fresh as string)).json()).toEqual({
      id: owner.id,
      phoneVerified: true,
    });
  });
});

describe('the pending id a new device gets', () => {
  it('grants nothing without the code, to the device that got it or to anyone else', async () => {
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    const owner = await verifiedOwner();
    expect((await joinQueue(merchant.merchantId, owner.id, owner.cookies)).statusCode).toBe(201);
    t.clock.advance(61_000);
    const pending = await newDevice(owner.phone);
    // Someone else's session (another phone) naming the pending id or the owner's id.
    const other = await createConsumerFixture(t.app);
    for (const id of [pending, owner.id]) {
      expect((await readQueue(id, undefined)).statusCode).toBe(401);
      expect((await readQueue(id, other.cookies)).statusCode).toBe(403);
      expect((await joinQueue(merchant.merchantId, id, other.cookies)).statusCode).toBe(403);
    }
    // Nor does the verified consumer's id: the code for it is typed by its device, counted for that id.
    const [code] = await readCodes(t.app, owner.phone);
    const guessed = await postVerifyCode(t.app, owner.id, otherThan(code as string));
    expect(guessed.statusCode).toBe(400);
    expect(sessionCookieOf(guessed)).toBeUndefined();
    expect((await readQueue(owner.id, owner.cookies)).statusCode).toBe(200);
  });
});

describe("the specification's client on a new device (verify with ?consumer=, then poll with consumerId)", () => {
  it('keeps working with the pending id it verified with, as with the id the code answered', async () => {
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    const owner = await verifiedOwner('Dona');
    const entry = await joinQueue(merchant.merchantId, owner.id, owner.cookies);
    expect(entry.statusCode).toBe(201);
    t.clock.advance(61_000);

    // POST /consumer → {id, phoneVerified: false}; the code modal; POST /consumer/verify-code?code&consumer.
    const pending = await newDevice(owner.phone, 'Dona');
    const [code] = await readCodes(t.app, owner.phone);
    const verified = await postVerifyCode(t.app, pending, code as string);
    expect(verified.json()).toEqual({ id: owner.id, phoneVerified: true });
    const cookies = sessionCookieOf(verified) as Cookies;

    // The poll, with the id the client kept (the pending one) or the one the code answered (the web's).
    for (const id of [pending, owner.id]) {
      const polled = await readQueue(id, cookies);
      expect(polled.statusCode, polled.body).toBe(200);
      expect(polled.json().id).toBe(entry.json().id);
    }
    // The web then renames from the new session; the session still answers to both ids.
    const renamed = await postConsumer(t.app, { phone: owner.phone, name: 'Dona Ana' }, { cookies });
    expect(renamed.json()).toEqual({ id: owner.id, phoneVerified: true });
    const renewed = sessionCookieOf(renamed) as Cookies;
    expect((await readQueue(pending, renewed)).statusCode).toBe(200);
    // The other stranger's pending id is not this session's.
    const stranger = await newDevice(owner.phone);
    expect((await readQueue(stranger, renewed)).statusCode).toBe(403);
  });

  it('joins and polls with the id of a phone proven for the first time', async () => {
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    const phone = nextPhone();
    const pending = await newDevice(phone, 'Novo');
    const [code] = await readCodes(t.app, phone);
    const verified = await postVerifyCode(t.app, pending, code as string);
    expect(verified.json()).toEqual({ id: pending, phoneVerified: true });
    const cookies = sessionCookieOf(verified) as Cookies;
    expect((await joinQueue(merchant.merchantId, pending, cookies)).statusCode).toBe(201);
    expect((await readQueue(pending, cookies)).statusCode).toBe(200);
  });
});
