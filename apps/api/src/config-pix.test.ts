import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'suavez-config-pix-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PIX_WEBHOOK_SECRET', () => {
  it('is off unless set (empty counts as unset), and a short secret is refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).pixWebhookSecret).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, PIX_WEBHOOK_SECRET: '' }).pixWebhookSecret).toBeUndefined();
    const secret = 's'.repeat(16);
    expect(loadConfig({ DATA_DIR: dataDir, PIX_WEBHOOK_SECRET: secret }).pixWebhookSecret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: dataDir, PIX_WEBHOOK_SECRET: 'curto' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PIX_WEBHOOK_SECRET: 'curto' })).toThrow(
      /PIX_WEBHOOK_SECRET deve ter ao menos 16 caracteres/,
    );
  });
});
