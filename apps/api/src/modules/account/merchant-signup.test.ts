import { describe, expect, it } from 'vitest';
import { createMerchant } from '#api/modules/merchant/create-merchant.service';
import {
  linkTokenOf,
  newSignup,
  postAccount,
  postLogin,
  postSignup,
  readEmails,
} from '#test/account-test-helpers';
import { useTestApp } from '#test/test-app';

// Sign-up and e-mail confirmation (docs/email.md#sign-up, #confirmation), on the outbox provider.

const HOUR = 60 * 60 * 1000;

describe('POST /merchant/signup', () => {
  const t = useTestApp({ config: { publicUrl: 'https://fila.cantina.test' } });

  it('creates the restaurant with a short id, the starter hours and an empty menu, and signs the owner in', async () => {
    const body = newSignup({ name: '  Cantina do Bairro  ', email: ' Dono.Bairro@Cantina.TEST ' });
    const res = await postSignup(t, body);
    expect(res.statusCode, res.body).toBe(201);
    const { accessToken, merchantId, shortId } = res.json();
    expect(shortId).toMatch(/^[a-z0-9]{6}$/);

    // The token is a login's: the session check knows the owner, whose e-mail is not confirmed yet.
    const auth = { authorization: `Bearer ${accessToken}` };
    const session = await t.app.inject({ method: 'GET', url: '/api/account/validate', headers: auth });
    expect(session.json()).toEqual({
      valid: true,
      merchantId,
      email: 'dono.bairro@cantina.test',
      role: 'owner',
      name: '',
      emailConfirmed: false,
    });
    const full = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/full?id=${merchantId}`,
      headers: auth,
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ id: merchantId, name: 'Cantina do Bairro', shortId, open: false });
    const shifts = full.json().workShift as { weekday: string; open: string; close: string }[];
    expect(shifts).toHaveLength(7);
    expect(new Set(shifts.map((shift) => `${shift.open}-${shift.close}`))).toEqual(new Set(['11:00-23:00']));

    // One active, empty menu, public at once.
    const catalog = await t.app.inject({ method: 'GET', url: `/api/catalog?merchantId=${merchantId}` });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.json()).toMatchObject({ name: 'Cardápio' });
    const menu = await t.app.inject({ method: 'GET', url: `/api/catalog/full?merchantId=${merchantId}` });
    expect(menu.statusCode).toBe(200);
    expect(menu.json()).toEqual([]);
    const short = await t.app.inject({ method: 'GET', url: `/api/merchant/short?shortId=${shortId}` });
    expect(short.statusCode).toBe(200);

    // The login works with the password chosen.
    const login = await postLogin(t, 'dono.bairro@cantina.test', body.password);
    expect(login.statusCode).toBe(200);
  });

  it('e-mails a one-time confirmation link to PUBLIC_URL, which confirms the address once', async () => {
    const body = newSignup();
    const { accessToken } = (await postSignup(t, body)).json();
    const [email, ...older] = await readEmails(t, body.email);
    expect(older).toEqual([]);
    expect(email).toMatchObject({
      to: body.email,
      subject: 'Confirme seu e-mail no SuaVez',
      provider: 'outbox',
    });
    expect(email?.text).toContain('https://fila.cantina.test/confirmar-email?token=');
    expect(email?.text).toContain('48 horas');
    expect(email?.html).toContain('https://fila.cantina.test/confirmar-email?token=');
    const token = linkTokenOf(email?.text ?? '', '/confirmar-email');

    const confirmed = await postAccount(t, '/email/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: body.email });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/account/validate',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(session.json().emailConfirmed).toBe(true);

    const again = await postAccount(t, '/email/confirm', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/^Link de confirmação inválido ou expirado/);
  });

  it('refuses a confirmation link after 48 hours, and one never made', async () => {
    const body = newSignup();
    await postSignup(t, body);
    const token = linkTokenOf((await readEmails(t, body.email))[0]?.text ?? '', '/confirmar-email');
    t.clock.advance(48 * HOUR + 1000);
    expect((await postAccount(t, '/email/confirm', { token })).statusCode).toBe(404);
    expect((await postAccount(t, '/email/confirm', { token: 'A'.repeat(43) })).statusCode).toBe(404);
    const malformed = await postAccount(t, '/email/confirm', { token: 'curto' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Link inválido ou expirado/);
  });

  it('resends a link from the session, which replaces the earlier one; a confirmed address gets none', async () => {
    const body = newSignup();
    const { accessToken } = (await postSignup(t, body)).json();
    const first = linkTokenOf((await readEmails(t, body.email))[0]?.text ?? '', '/confirmar-email');

    expect((await postAccount(t, '/email/resend')).statusCode).toBe(401);
    const resent = await postAccount(t, '/email/resend', undefined, { token: accessToken });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe(`Enviamos um novo link de confirmação para ${body.email}.`);
    const emails = await readEmails(t, body.email);
    expect(emails).toHaveLength(2);
    const second = linkTokenOf(emails[0]?.text ?? '', '/confirmar-email');
    expect(second).not.toBe(first);

    expect((await postAccount(t, '/email/confirm', { token: first })).statusCode).toBe(404);
    expect((await postAccount(t, '/email/confirm', { token: second })).statusCode).toBe(200);
    const after = await postAccount(t, '/email/resend', undefined, { token: accessToken });
    expect(after.json().message).toBe('Seu e-mail já está confirmado.');
    expect(await readEmails(t, body.email)).toHaveLength(2);
  });

  it('answers 409 in Portuguese for an e-mail that already logs in, in any case, and creates nothing', async () => {
    const body = newSignup();
    expect((await postSignup(t, body)).statusCode).toBe(201);
    const again = await postSignup(t, { ...newSignup(), email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: `O e-mail ${body.email} já está cadastrado.` });
    expect(await readEmails(t, body.email)).toHaveLength(1);
  });

  it.each([
    ['terms not accepted', { acceptedTerms: false }, 'Aceite os termos de uso e a política de privacidade.'],
    ['terms missing', { acceptedTerms: undefined }, 'Aceite os termos de uso e a política de privacidade.'],
    ['a short password', { password: 'curta' }, 'A senha deve ter de 8 a 256 caracteres.'],
    ['an e-mail list', { email: 'a@cantina.test,b@cantina.test' }, 'Informe um e-mail válido.'],
    ['an empty name', { name: '   ' }, 'Informe o nome do restaurante.'],
  ])('refuses %s with 400 and a pt-BR message', async (_case, change, message) => {
    const res = await postSignup(t, newSignup(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('accounts the admin command made', () => {
  const t = useTestApp();

  it('count as confirmed and start as before: no hours, no menu', async () => {
    const created = await createMerchant({
      db: t.database.db,
      name: 'Bar do Operador',
      email: 'operador@bar.test',
      password: 'senha-do-operador',
    });
    const { accessToken } = (await postLogin(t, 'operador@bar.test', 'senha-do-operador')).json();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/account/validate',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(session.json().emailConfirmed).toBe(true);
    const catalog = await t.app.inject({
      method: 'GET',
      url: `/api/catalog?merchantId=${created.merchantId}`,
    });
    expect(catalog.statusCode).toBe(404);
  });
});

describe('GET /dev/email in production', () => {
  const production = useTestApp({ config: { isProduction: true, nodeEnv: 'production' } });

  it('is not there', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/api/dev/email?to=dono@cantina.test' });
    expect(res.statusCode).toBe(404);
  });
});
