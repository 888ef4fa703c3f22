import { randomUUID } from 'node:crypto';
import { createSignInLink } from '#api/modules/whatsapp/consumer-link.service';
import { linkTokenOf, newSignup } from '#test/account-test-helpers';
import { insertConsumerRow } from '#test/fixture-rows';
import { type AccessWorld, MERCHANT_PASSWORD, nextPhone, send } from './access-fixtures';
import { fresh, type MatrixRow, open, row } from './access-matrix-rows';

const basic = (email: string) => `Basic ${Buffer.from(`${email}:${MERCHANT_PASSWORD}`).toString('base64')}`;
let contactSequence = 0;

/**
 * Public calls ('anyone', docs/access.md#public-calls), the API documentation, and the calls that prove an
 * identity.
 */
export const publicRows: MatrixRow[] = [
  row('GET /api/docs', open(200), () => ({ url: '/api/docs' })),
  row('GET /api/docs/json', open(200), () => ({ url: '/api/docs/json' })),
  row('GET /api/docs/yaml', open(200), () => ({ url: '/api/docs/yaml' })),
  row('GET /api/docs/static/index.html', open(302), () => ({ url: '/api/docs/static/index.html' })),
  row('GET /api/docs/static/swagger-initializer.js', open(200), () => ({
    url: '/api/docs/static/swagger-initializer.js',
  })),
  row('GET /api/docs/static/*', open(200), () => ({ url: '/api/docs/static/swagger-ui.css' })),
  // The Basic header is the credential: whoever sends it logs in as that merchant.
  row('POST /api/account/login', open(200), (w) => ({
    url: '/api/account/login',
    headers: { authorization: basic(w.a.email) },
  })),
  // Any merchant ends its own session (a fresh login each time: the call uses the token up); a consumer's
  // cookie is no merchant session.
  fresh(
    'POST /api/account/logout',
    [204, 204, 401, 401, 401, 401],
    async (w) => {
      const login = async (email: string) => {
        const res = await send(w.t, null, {
          method: 'POST',
          url: '/api/account/login',
          headers: { authorization: basic(email) },
        });
        return `Bearer ${res.json().accessToken}`;
      };
      return { [w.a.merchantId]: await login(w.a.email), [w.b.merchantId]: await login(w.b.email) };
    },
    (_w, me, tokens: Record<string, string>) => {
      const authorization = me.merchantId ? tokens[me.merchantId] : undefined;
      return { url: '/api/account/logout', ...(authorization ? { headers: { authorization } } : {}) };
    },
  ),
  // Any merchant checks its own session; a consumer's cookie is no merchant session.
  row('GET /api/account/validate', [200, 200, 401, 401, 401, 401], () => ({ url: '/api/account/validate' })),
  row('GET /api/flag', open(200), () => ({
    url: '/api/flag',
    headers: { 'x-feature-flag': 'SMS_VERIFICATION_ACCOUNT' },
  })),
  row('GET /api/merchant', open(200), (w) => ({ url: `/api/merchant?id=${w.a.merchantId}&public=true` })),
  row('GET /api/merchant/short', open(200), (w) => ({ url: `/api/merchant/short?shortId=${w.a.shortId}` })),
  row('GET /api/catalog', open(200), (w) => ({ url: `/api/catalog?merchantId=${w.a.merchantId}` })),
  row('GET /api/catalog/full', open(200), (w) => ({ url: `/api/catalog/full?merchantId=${w.a.merchantId}` })),
  row('GET /api/queue/invite', open(200), (w) => ({ url: `/api/queue/invite?queueId=${w.table.id}` })),
  // How many wait and for how long: counts only, no one's data (docs/wait-estimates.md#preview).
  row('GET /api/queue/preview', open(200), (w) => ({
    url: `/api/queue/preview?merchantId=${w.a.merchantId}&slot=2`,
  })),
  // The checkout summary of an order id one knows.
  row('GET /api/order', open(200), (w) => ({ url: `/api/order?orderId=${w.table.owner.orderId}` })),
  fresh(
    'POST /api/contact',
    open(204),
    async () => {
      // The service refuses the same number for 10 minutes: one number per cell.
      contactSequence += 1;
      const digits = String(10_000_000 + contactSequence * 7919 + Math.floor(Math.random() * 1000));
      return { number: `(11) 9${digits.slice(-8, -4)}-${digits.slice(-4)}` };
    },
    (_w, _me, s) => ({ url: '/api/contact', payload: { name: 'Maria Lead', number: s.number } }),
  ),
  fresh(
    'POST /api/consumer',
    open(200),
    async () => ({ phone: nextPhone() }),
    (_w, _me, s) => ({ url: '/api/consumer', payload: { phone: s.phone, name: 'Cliente Novo' } }),
  ),
  // The code is the credential: whoever types it gets the session on that device.
  fresh(
    'POST /api/consumer/verify-code',
    open(200),
    async (w) => {
      const phone = nextPhone();
      const created = await send(w.t, null, {
        method: 'POST',
        url: '/api/consumer',
        payload: { phone, name: 'Cliente Código' },
      });
      const sms = await send(w.t, null, { method: 'GET', url: `/api/dev/sms?phone=${phone}` });
      const code = /(\d{6})/.exec((sms.json() as { body: string }[])[0]?.body ?? '')?.[1];
      return { consumerId: created.json().id as string, code };
    },
    (_w, _me, s) => ({ url: `/api/consumer/verify-code?code=${s.code}&consumer=${s.consumerId}` }),
  ),
  fresh(
    'POST /api/consumer/resend-code',
    open(204),
    async (w) => {
      const created = await send(w.t, null, {
        method: 'POST',
        url: '/api/consumer',
        payload: { phone: nextPhone(), name: 'Cliente Reenvio' },
      });
      // A new code may be asked for 60 s after the previous one.
      w.t.clock.advance(61_000);
      return { consumerId: created.json().id as string };
    },
    (_w, _me, s) => ({ url: `/api/consumer/resend-code?consumer=${s.consumerId}` }),
  ),
  // The one-time link of a WhatsApp join is the credential: whoever holds it gets that consumer's session.
  fresh(
    'POST /api/consumer/link',
    open(200),
    async (w) => {
      const consumerId = await insertConsumerRow(w.t.app.ctx.database.db, {
        phone: nextPhone(),
        name: 'Cliente Link',
      });
      const url = await createSignInLink({
        db: w.t.app.ctx.database.db,
        consumerId,
        publicUrl: 'http://x',
        now: w.t.clock.now(),
      });
      return { token: url.slice(url.lastIndexOf('/') + 1) };
    },
    (_w, _me, s) => ({ url: '/api/consumer/link', payload: { token: s.token } }),
  ),
  row('GET /api/dev/sms', open(200), () => ({ url: `/api/dev/sms?phone=${nextPhone()}` })),
  // Self-service accounts (docs/email.md): anyone signs up, and a link's token is the credential of its call.
  fresh(
    'POST /api/merchant/signup',
    open(201),
    async () => newSignup(),
    (_w, _me, s) => ({ url: '/api/merchant/signup', payload: s }),
  ),
  fresh('POST /api/merchant/email/confirm', open(200), freshLink('/confirmar-email'), (_w, _me, s) => ({
    url: '/api/merchant/email/confirm',
    payload: { token: s.token },
  })),
  // Any merchant asks for its own person's e-mail; a consumer's cookie is no merchant session.
  row('POST /api/merchant/email/resend', [200, 200, 401, 401, 401, 401], () => ({
    url: '/api/merchant/email/resend',
  })),
  // The same answer for every address: a new one each time, as each address gets a few e-mails an hour.
  fresh(
    'POST /api/merchant/password/forgot',
    open(200),
    async () => ({ email: `esqueci-${randomUUID().slice(0, 8)}@cantina.test` }),
    (_w, _me, s) => ({ url: '/api/merchant/password/forgot', payload: s }),
  ),
  fresh('POST /api/merchant/password/reset', open(200), freshLink('/redefinir-senha'), (_w, _me, s) => ({
    url: '/api/merchant/password/reset',
    payload: { token: s.token, password: 'senha-nova-do-dono' },
  })),
  row('GET /api/dev/email', open(200), () => ({ url: '/api/dev/email?to=ninguem@cantina.test' })),
];

/** A new restaurant's link to `path`: its confirmation link, or (after 'Esqueci minha senha') its new-password link. */
function freshLink(path: '/confirmar-email' | '/redefinir-senha') {
  return async (w: AccessWorld): Promise<{ token: string }> => {
    const owner = newSignup();
    await send(w.t, null, { method: 'POST', url: '/api/merchant/signup', payload: owner });
    if (path === '/redefinir-senha') {
      await send(w.t, null, {
        method: 'POST',
        url: '/api/merchant/password/forgot',
        payload: { email: owner.email },
      });
    }
    const emails = await send(w.t, null, { method: 'GET', url: `/api/dev/email?to=${owner.email}` });
    return { token: linkTokenOf((emails.json() as { text: string }[])[0]?.text ?? '', path) };
  };
}
