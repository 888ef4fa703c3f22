import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { readWhatsAppSettings, templateLanguageFor } from './config-whatsapp';

describe('loadConfig: text messages (docs/notifications.md#text-messages)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-config-text-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const account = {
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_TOKEN: 'EAAG-token',
    WHATSAPP_TEMPLATE: 'mesa_pronta',
  };

  it('has no WhatsApp account unless one is configured, and 300 texts per restaurant a day', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.whatsApp).toBeUndefined();
    expect(config.rateLimits.textPerMerchantDay).toEqual({ max: 300, windowMs: 24 * 60 * 60 * 1000 });
    expect(
      loadConfig({ DATA_DIR: dataDir, SMS_LIMIT_PER_MERCHANT_DAY: '40' }).rateLimits.textPerMerchantDay.max,
    ).toBe(40);
  });

  it('counts 20 WhatsApp messages per phone in 10 minutes unless WHATSAPP_INBOUND_PER_PHONE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimits.whatsAppInboundPerPhone).toEqual({
      max: 20,
      windowMs: 10 * 60 * 1000,
    });
    const config = loadConfig({ DATA_DIR: dataDir, WHATSAPP_INBOUND_PER_PHONE: '5' });
    expect(config.rateLimits.whatsAppInboundPerPhone.max).toBe(5);
    expect(() => loadConfig({ DATA_DIR: dataDir, WHATSAPP_INBOUND_PER_PHONE: '0' })).toThrow(ConfigError);
  });

  it('sends the template in the languages it is approved in (WHATSAPP_TEMPLATE_LANGUAGES), pt_BR otherwise', () => {
    const only = loadConfig({ DATA_DIR: dataDir, ...account }).whatsApp;
    if (!only) throw new Error('no account');
    expect(templateLanguageFor(only, 'es')).toBe('pt_BR');
    const more = loadConfig({
      DATA_DIR: dataDir,
      ...account,
      WHATSAPP_TEMPLATE_LANGUAGES: 'es_AR,en_US',
    }).whatsApp;
    if (!more) throw new Error('no account');
    expect(more.templateLanguages).toEqual(['es_AR', 'en_US']);
    expect(templateLanguageFor(more, 'es')).toBe('es_AR');
    expect(templateLanguageFor(more, 'en')).toBe('en_US');
    expect(templateLanguageFor(more, 'pt-BR')).toBe('pt_BR');
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, ...account, WHATSAPP_TEMPLATE_LANGUAGES: 'espanhol' }),
    ).toThrow(/WHATSAPP_TEMPLATE_LANGUAGES/);
  });

  it("reads the account, on Meta's Graph API unless WHATSAPP_API_URL says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...account }).whatsApp).toEqual({
      apiUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '109876543210',
      token: 'EAAG-token',
      template: 'mesa_pronta',
      language: 'pt_BR',
    });
    const local = loadConfig({
      DATA_DIR: dataDir,
      ...account,
      WHATSAPP_API_URL: 'http://127.0.0.1:4010/v21.0/',
    });
    expect(local.whatsApp?.apiUrl).toBe('http://127.0.0.1:4010/v21.0');
  });

  it('refuses a partial account, a malformed one, and plain http in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, WHATSAPP_TOKEN: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...account, WHATSAPP_TEMPLATE: '' })).toThrow(/juntos/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...account, WHATSAPP_TEMPLATE: 'Mesa Pronta' })).toThrow(
      /WHATSAPP_TEMPLATE/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...account, WHATSAPP_PHONE_NUMBER_ID: '+55 11' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...account };
    expect(() => loadConfig({ ...production, WHATSAPP_API_URL: 'http://graph.example/v21.0' })).toThrow(
      /https/,
    );
    for (const inside of [
      'https://127.0.0.1:4010/v21.0',
      'https://10.0.0.7/v21.0',
      'https://169.254.169.254/v21.0',
      'https://[::1]:4010/v21.0',
      'https://localhost/v21.0',
      'https://graph.internal/v21.0',
    ]) {
      expect(() => readWhatsAppSettings({ ...account, WHATSAPP_API_URL: inside }, true), inside).toThrow(
        /rede privada/,
      );
    }
    expect(
      readWhatsAppSettings({ ...account, WHATSAPP_API_URL: 'https://127.0.0.1:4010/v21.0' }, false)?.apiUrl,
    ).toBe('https://127.0.0.1:4010/v21.0');
    expect(readWhatsAppSettings(account, true)?.apiUrl).toBe('https://graph.facebook.com/v21.0');
  });
});
