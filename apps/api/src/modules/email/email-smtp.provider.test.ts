import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpSettings } from '#api/config-email';
import { type FakeSmtpServer, startFakeSmtpServer } from '#test/fake-smtp-server';
import { createSmtpEmailProvider } from './email-smtp.provider';

// The SMTP provider (docs/email.md#providers) against a fake mail server over real TCP: what nodemailer hands
// over is what a real server would get.

const from = 'SuaVez <nao-responda@suavez.test>';

function settings(server: FakeSmtpServer, overrides: Partial<SmtpSettings> = {}): SmtpSettings {
  return { host: '127.0.0.1', port: server.port, secure: false, requireTls: false, ...overrides };
}

describe('SMTP e-mail provider', () => {
  let open: FakeSmtpServer;
  let withLogin: FakeSmtpServer;
  let refusing: FakeSmtpServer;

  beforeAll(async () => {
    open = await startFakeSmtpServer();
    withLogin = await startFakeSmtpServer({ login: { user: 'suavez', password: 'segredo-smtp' } });
    refusing = await startFakeSmtpServer({ refuseRecipients: true });
  });
  afterAll(async () => {
    await Promise.all([open.close(), withLogin.close(), refusing.close()]);
  });

  it('delivers the subject, the text and the HTML, in Portuguese, from the configured sender', async () => {
    const provider = createSmtpEmailProvider({ ...settings(open), from });
    expect(provider.name).toBe('smtp');
    const link = 'http://127.0.0.1:3000/confirmar-email?token=abc_DEF-123';
    await provider.send(
      'dono@cantina.test',
      'Confirme seu e-mail no SuaVez',
      `Olá! Abra o link: ${link}\nAté já, Equipe SuaVez — ação rápida.`,
      `<p>Olá! <a href="${link}">Confirmar e-mail</a></p>`,
    );
    const [email] = open.received;
    expect(email?.from).toBe('nao-responda@suavez.test');
    expect(email?.to).toEqual(['dono@cantina.test']);
    expect(email?.headers.from).toBe('SuaVez <nao-responda@suavez.test>');
    expect(email?.headers.to).toBe('dono@cantina.test');
    expect(email?.subject).toBe('Confirme seu e-mail no SuaVez');
    expect(email?.text).toContain(`Olá! Abra o link: ${link}`);
    expect(email?.text).toContain('Equipe SuaVez — ação rápida.');
    expect(email?.html).toContain(`<a href="${link}">Confirmar e-mail</a>`);
    expect(email?.auth).toBeUndefined();
  });

  it('sends a text-only e-mail when no HTML is given', async () => {
    const provider = createSmtpEmailProvider({ ...settings(open), from });
    await provider.send('outro@cantina.test', 'Só texto', 'Uma linha.');
    const email = open.received.at(-1);
    expect(email?.to).toEqual(['outro@cantina.test']);
    expect(email?.text.trim()).toBe('Uma linha.');
    expect(email?.html).toBeUndefined();
  });

  it('logs in with the configured user and password, and fails on a wrong password', async () => {
    const good = createSmtpEmailProvider({
      ...settings(withLogin, { user: 'suavez', password: 'segredo-smtp' }),
      from,
    });
    await good.send('dono@cantina.test', 'Com login', 'Texto.');
    expect(withLogin.received.at(-1)?.auth).toEqual({ user: 'suavez', password: 'segredo-smtp' });

    const bad = createSmtpEmailProvider({
      ...settings(withLogin, { user: 'suavez', password: 'errada' }),
      from,
    });
    await expect(bad.send('dono@cantina.test', 'Senha errada', 'Texto.')).rejects.toThrow();
    const anonymous = createSmtpEmailProvider({ ...settings(withLogin), from });
    await expect(anonymous.send('dono@cantina.test', 'Sem login', 'Texto.')).rejects.toThrow();
    expect(withLogin.received).toHaveLength(1);
  });

  it('throws when the server refuses the recipient', async () => {
    const provider = createSmtpEmailProvider({ ...settings(refusing), from });
    await expect(provider.send('ninguem@cantina.test', 'Recusado', 'Texto.')).rejects.toThrow();
    expect(refusing.received).toHaveLength(0);
  });

  it('refuses to send in clear when TLS is required and the server offers no STARTTLS', async () => {
    const provider = createSmtpEmailProvider({ ...settings(open, { requireTls: true }), from });
    const before = open.received.length;
    await expect(provider.send('dono@cantina.test', 'Sem TLS', 'Texto.')).rejects.toThrow();
    expect(open.received).toHaveLength(before);
  });

  it('throws when nothing listens at the address', async () => {
    const closed = await startFakeSmtpServer();
    await closed.close();
    const provider = createSmtpEmailProvider({ ...settings(closed), from });
    await expect(provider.send('dono@cantina.test', 'Ninguém', 'Texto.')).rejects.toThrow();
  });
});
