import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_EMAIL_FROM, readEmailSettings } from './config-email';

describe('loadConfig: e-mail (docs/email.md#providers)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-config-email-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.com' };

  it('keeps e-mails in the outbox unless SMTP is configured, from the default sender', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).email).toEqual({ provider: 'outbox', from: DEFAULT_EMAIL_FROM });
    expect(
      loadConfig({ DATA_DIR: dataDir, EMAIL_PROVIDER: '', EMAIL_FROM: 'oi@cantina.test' }).email,
    ).toEqual({
      provider: 'outbox',
      from: 'oi@cantina.test',
    });
  });

  it('reads the SMTP server: STARTTLS on 587 by default, TLS on 465 with SMTP_SECURE, the login', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...smtp }).email).toEqual({
      provider: 'smtp',
      from: DEFAULT_EMAIL_FROM,
      smtp: {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        requireTls: false,
        user: undefined,
        password: undefined,
      },
    });
    const secure = loadConfig({
      DATA_DIR: dataDir,
      ...smtp,
      SMTP_SECURE: 'true',
      SMTP_USER: 'apikey',
      SMTP_PASSWORD: 'segredo',
      EMAIL_FROM: 'Cantina <contato@cantina.test>',
    }).email;
    expect(secure?.from).toBe('Cantina <contato@cantina.test>');
    expect(secure?.smtp).toMatchObject({ port: 465, secure: true, user: 'apikey', password: 'segredo' });
    expect(loadConfig({ DATA_DIR: dataDir, ...smtp, SMTP_PORT: '2525' }).email?.smtp?.port).toBe(2525);
  });

  it('requires STARTTLS in production, except from a relay on this machine', () => {
    expect(readEmailSettings(smtp, true).smtp?.requireTls).toBe(true);
    expect(readEmailSettings({ ...smtp, SMTP_SECURE: 'true' }, true).smtp?.requireTls).toBe(false);
    expect(readEmailSettings({ ...smtp, SMTP_HOST: 'localhost' }, true).smtp?.requireTls).toBe(false);
    expect(readEmailSettings({ ...smtp, SMTP_HOST: '127.0.0.1' }, false).smtp?.requireTls).toBe(false);
  });

  it('refuses SMTP without a host, half a login, a bad port and a sender that is not an address', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_HOST/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...smtp, SMTP_USER: 'apikey' })).toThrow(/juntos/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...smtp, SMTP_PORT: 'vinte' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...smtp, SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, EMAIL_FROM: 'SuaVez' })).toThrow(/EMAIL_FROM/);
    expect(() => loadConfig({ DATA_DIR: dataDir, EMAIL_PROVIDER: 'sendgrid' })).toThrow(/EMAIL_PROVIDER/);
  });
});
