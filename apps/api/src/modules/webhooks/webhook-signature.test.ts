import { describe, expect, it } from 'vitest';
import { createWebhookSecret, signWebhook } from './webhook-signature';

describe('the Standard Webhooks signature', () => {
  // The official vector: standard-webhooks/standard-webhooks, libraries/javascript/src/webhook.test.ts,
  // 'sign function works' (the same values appear in the other libraries' tests).
  it('matches the specification’s test vector', () => {
    expect(
      signWebhook({
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
        timestamp: 1614265330,
        body: '{"test": 2432232314}',
      }),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('changes with any part of what is signed', () => {
    const base = { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', id: 'msg_1', timestamp: 1, body: '{}' };
    const signature = signWebhook(base);
    expect(signWebhook({ ...base, id: 'msg_2' })).not.toBe(signature);
    expect(signWebhook({ ...base, timestamp: 2 })).not.toBe(signature);
    expect(signWebhook({ ...base, body: '{ }' })).not.toBe(signature);
  });

  it('makes secrets of whsec_ and at least 24 random bytes, each different', () => {
    const a = createWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(a.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(createWebhookSecret()).not.toBe(a);
  });
});
