import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { ADDRESS_RATE_LIMITED_MESSAGE } from '#api/modules/rate-limit/address-limits';
import { newSignup, postAccount, postSignup, readEmails } from '#test/account-test-helpers';
import { useTestApp } from '#test/test-app';
import { ACCOUNT_EMAIL_LIMITED_MESSAGE } from './account-email-limits';

// The sign-up and the account e-mails are limited like the login (docs/security.md, "Rate limits"): per client
// address in memory, and in the shared counters per address the e-mails go to and per client address.

const MINUTE = 60_000;
const GENERIC = { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' };

describe('sign-up limits', () => {
  const t = useTestApp({
    config: {
      rateLimits: {
        ...defaultRateLimits,
        signupPerIp: { max: 3, windowMs: 10 * MINUTE },
        signupPerIpCeiling: { max: 2, windowMs: 24 * 60 * MINUTE },
        cleanupIntervalMs: 0,
      },
    },
  });

  it('holds what one address creates in a day in the shared counters, and cuts a burst in memory', async () => {
    expect((await postSignup(t, newSignup(), '10.1.0.1')).statusCode).toBe(201);
    expect((await postSignup(t, newSignup(), '10.1.0.1')).statusCode).toBe(201);
    const ceiling = await postSignup(t, newSignup(), '10.1.0.1');
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json()).toEqual({ code: 'RATE_LIMITED', message: ADDRESS_RATE_LIMITED_MESSAGE });
    expect(ceiling.headers['retry-after']).toBeDefined();
    const burst = await postSignup(t, newSignup(), '10.1.0.1');
    expect(burst.statusCode).toBe(429);
    expect(burst.json()).toEqual(GENERIC);
    // Another address is another count.
    expect((await postSignup(t, newSignup(), '10.1.0.2')).statusCode).toBe(201);
  });
});

describe('account e-mail limits', () => {
  const t = useTestApp({
    config: {
      rateLimits: {
        ...defaultRateLimits,
        accountLinkPerIp: { max: 4, windowMs: 10 * MINUTE },
        accountEmailPerAddress: { max: 2, windowMs: 60 * MINUTE },
        cleanupIntervalMs: 0,
      },
    },
  });

  it('limits the e-mails to one address from any client, with or without an account alike', async () => {
    const owner = newSignup();
    await postSignup(t, owner, '10.2.0.1');
    // The sign-up's confirmation was the first e-mail to that address.
    expect(
      (await postAccount(t, '/password/forgot', { email: owner.email }, { remoteAddress: '10.2.0.2' }))
        .statusCode,
    ).toBe(200);
    const known = await postAccount(
      t,
      '/password/forgot',
      { email: owner.email },
      { remoteAddress: '10.2.0.3' },
    );
    expect(await readEmails(t, owner.email)).toHaveLength(2);

    const stranger = 'ninguem@cantina.test';
    for (const address of ['10.2.0.4', '10.2.0.5']) {
      expect(
        (await postAccount(t, '/password/forgot', { email: stranger }, { remoteAddress: address }))
          .statusCode,
      ).toBe(200);
    }
    const unknown = await postAccount(
      t,
      '/password/forgot',
      { email: stranger },
      { remoteAddress: '10.2.0.6' },
    );
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ code: 'RATE_LIMITED', message: ACCOUNT_EMAIL_LIMITED_MESSAGE });
  });

  it('cuts a burst of link calls from one address in memory', async () => {
    const remoteAddress = '10.3.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (await postAccount(t, '/email/confirm', { token: 'B'.repeat(43) }, { remoteAddress })).statusCode,
      );
    }
    expect(answers).toEqual([404, 404, 404, 404, 429]);
    const reset = await postAccount(
      t,
      '/password/reset',
      { token: 'B'.repeat(43), password: 'senha-nova-1' },
      {
        remoteAddress: '10.3.0.2',
      },
    );
    expect(reset.statusCode).toBe(404);
  });
});
