import { describe, expect, it } from 'vitest';
import {
  linkTokenOf,
  newSignup,
  postAccount,
  postLogin,
  postSignup,
  readEmails,
} from '#test/account-test-helpers';
import { createMerchantFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';
import { FORGOT_PASSWORD_MESSAGE } from './reset-password.service';

// 'Esqueci minha senha' (docs/email.md#new-password): a one-hour, one-time link by e-mail, the same answer for
// every address, and a new password that ends the person's open sessions.

const HOUR = 60 * 60 * 1000;

describe('POST /merchant/password/forgot and /merchant/password/reset', () => {
  const t = useTestApp();

  async function signedUp() {
    const body = newSignup();
    const { accessToken, merchantId } = (await postSignup(t, body)).json();
    return { ...body, accessToken, merchantId };
  }

  async function resetToken(email: string): Promise<string> {
    const forgot = await postAccount(t, '/password/forgot', { email });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const [latest] = await readEmails(t, email);
    expect(latest?.subject).toBe('Crie uma nova senha no SuaVez');
    return linkTokenOf(latest?.text ?? '', '/redefinir-senha');
  }

  it('answers every address alike, and e-mails a link only to one that logs in', async () => {
    const owner = await signedUp();
    const known = await postAccount(t, '/password/forgot', { email: ` ${owner.email.toUpperCase()} ` });
    const unknown = await postAccount(t, '/password/forgot', { email: 'ninguem@cantina.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const [reset] = await readEmails(t, owner.email);
    expect(reset?.text).toContain('http://127.0.0.1:3000/redefinir-senha?token=');
    expect(reset?.text).toContain('1 hora');
    expect(await readEmails(t, 'ninguem@cantina.test')).toEqual([]);

    // An invited person who has not chosen a password yet uses the invite, not this link.
    const merchant = await createMerchantFixture(t.app);
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/staff',
      headers: { authorization: merchant.authorization },
      payload: { name: 'Gabi', email: 'gabi-convite@cantina.test', role: 'waiter' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const invited = await postAccount(t, '/password/forgot', { email: 'gabi-convite@cantina.test' });
    expect(invited.json()).toEqual(known.json());
    expect(await readEmails(t, 'gabi-convite@cantina.test')).toEqual([]);
  });

  it('sets the new password once, ends every open session of that person and confirms the address', async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const otherLogin = (await postLogin(t, other.email, other.password)).json().accessToken as string;
    const token = await resetToken(owner.email);

    const reset = await postAccount(t, '/password/reset', { token, password: 'senha-nova-123' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ email: owner.email });

    expect((await postLogin(t, owner.email, owner.password)).statusCode).toBe(401);
    const login = await postLogin(t, owner.email, 'senha-nova-123');
    expect(login.statusCode).toBe(200);
    const validate = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/account/validate',
        headers: { authorization: `Bearer ${token}` },
      });
    // The session the sign-up opened is over; the new login's is not, nor anyone else's.
    expect((await validate(owner.accessToken)).statusCode).toBe(401);
    const fresh = await validate(login.json().accessToken);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().emailConfirmed).toBe(true);
    expect((await validate(otherLogin)).statusCode).toBe(200);

    const reused = await postAccount(t, '/password/reset', { token, password: 'outra-senha-123' });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().message).toBe(
      'Link para nova senha inválido ou expirado. Peça um novo em "Esqueci minha senha".',
    );
    expect((await postLogin(t, owner.email, 'senha-nova-123')).statusCode).toBe(200);
  });

  it('refuses a link after one hour, a link a newer one replaced, and a confirmation link', async () => {
    const owner = await signedUp();
    const expired = await resetToken(owner.email);
    t.clock.advance(HOUR + 1000);
    expect(
      (await postAccount(t, '/password/reset', { token: expired, password: 'senha-nova-123' })).statusCode,
    ).toBe(404);

    const replaced = await resetToken(owner.email);
    const latest = await resetToken(owner.email);
    expect(
      (await postAccount(t, '/password/reset', { token: replaced, password: 'senha-nova-123' })).statusCode,
    ).toBe(404);
    const confirmation = linkTokenOf(
      (await readEmails(t, owner.email)).at(-1)?.text ?? '',
      '/confirmar-email',
    );
    expect(
      (await postAccount(t, '/password/reset', { token: confirmation, password: 'senha-nova-123' }))
        .statusCode,
    ).toBe(404);
    expect((await postLogin(t, owner.email, owner.password)).statusCode).toBe(200);
    expect(
      (await postAccount(t, '/password/reset', { token: latest, password: 'senha-nova-123' })).statusCode,
    ).toBe(200);
  });

  it('refuses a new password the login rules refuse, and leaves the link usable', async () => {
    const owner = await signedUp();
    const token = await resetToken(owner.email);
    const short = await postAccount(t, '/password/reset', { token, password: 'curta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('A senha deve ter de 8 a 256 caracteres');
    const control = await postAccount(t, '/password/reset', { token, password: 'senha\u0007longa' });
    expect(control.statusCode).toBe(400);
    expect((await postAccount(t, '/password/reset', { token, password: 'senha-boa-123' })).statusCode).toBe(
      200,
    );
  });
});
