import { describe, expect, it } from 'vitest';
import { linkTokenOf, newSignup, postAccount, postSignup, readEmails } from '#test/account-test-helpers';
import { type FakeSmtpServer, startFakeSmtpServer } from '#test/fake-smtp-server';
import { useFixture, useTestApp } from '#test/test-app';
import { EMAIL_NOT_SENT_MESSAGE } from './confirm-email.service';
import { FORGOT_PASSWORD_MESSAGE } from './reset-password.service';

// The account e-mails through the SMTP provider (EMAIL_PROVIDER=smtp), to a fake mail server over real TCP.

function smtpConfig(server: FakeSmtpServer) {
  return {
    email: {
      provider: 'smtp' as const,
      from: 'SuaVez <nao-responda@suavez.test>',
      smtp: { host: '127.0.0.1', port: server.port, secure: false, requireTls: false },
    },
  };
}

describe('account e-mails over SMTP', () => {
  const mail = useFixture(() => startFakeSmtpServer(), { teardown: (server) => server.close() });
  const t = useTestApp(() => ({ config: smtpConfig(mail) }));

  it('delivers the confirmation link to the mail server, and nothing goes to the outbox', async () => {
    const owner = newSignup();
    expect((await postSignup(t, owner)).statusCode).toBe(201);
    const email = mail.received.find((received) => received.to.includes(owner.email));
    expect(email?.headers.from).toBe('SuaVez <nao-responda@suavez.test>');
    expect(email?.subject).toBe('Confirme seu e-mail no SuaVez');
    expect(email?.html).toContain('/confirmar-email?token=');
    const token = linkTokenOf(email?.text ?? '', '/confirmar-email');
    expect((await postAccount(t, '/email/confirm', { token })).statusCode).toBe(200);
    expect(await readEmails(t, owner.email)).toEqual([]);

    expect((await postAccount(t, '/password/forgot', { email: owner.email })).statusCode).toBe(200);
    const reset = mail.received.at(-1);
    expect(reset?.subject).toBe('Crie uma nova senha no SuaVez');
    const resetToken = linkTokenOf(reset?.text ?? '', '/redefinir-senha');
    expect(
      (await postAccount(t, '/password/reset', { token: resetToken, password: 'senha-nova-123' })).statusCode,
    ).toBe(200);
  });
});

describe('a mail server that refuses', () => {
  const mail = useFixture(() => startFakeSmtpServer({ refuseRecipients: true }), {
    teardown: (server) => server.close(),
  });
  const t = useTestApp(() => ({ config: smtpConfig(mail) }));

  it('keeps the sign-up, answers the forgotten password alike, and says the resend failed', async () => {
    const owner = newSignup();
    const signup = await postSignup(t, owner);
    expect(signup.statusCode).toBe(201);
    const forgot = await postAccount(t, '/password/forgot', { email: owner.email });
    expect(forgot.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const resend = await postAccount(t, '/email/resend', undefined, { token: signup.json().accessToken });
    expect(resend.statusCode).toBe(503);
    expect(resend.json()).toEqual({ code: 'UNAVAILABLE', message: EMAIL_NOT_SENT_MESSAGE });
    expect(mail.received).toEqual([]);
  });
});
