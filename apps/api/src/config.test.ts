import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testVapidEnv } from '#test/push-test-keys';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses the contract defaults and generates the development secret once', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      smsProvider: 'outbox',
      featureSmsVerification: false,
      demoData: true,
      logLevel: 'info',
      isProduction: false,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/JWT_SECRET/);
  });

  it('turns demo data off in production and reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ...testVapidEnv,
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h:5432/db',
      FEATURE_SMS_VERIFICATION: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h:5432/db',
      featureSmsVerification: true,
      demoData: false,
      logLevel: 'warn',
      jwtSecret: 'x'.repeat(40),
    });
  });

  it('keeps live updates on unless LIVE_UPDATES turns them off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).liveUpdates).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, LIVE_UPDATES: 'false' }).liveUpdates).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, LIVE_UPDATES: 'off' })).toThrow(/LIVE_UPDATES/);
  });

  it('reads CANONICAL_HOST in lower case; unset or empty means no redirect', () => {
    expect(loadConfig({ DATA_DIR: dataDir, CANONICAL_HOST: 'WWW.SuaVez.app' }).canonicalHost).toBe(
      'www.suavez.app',
    );
    expect(loadConfig({ DATA_DIR: dataDir }).canonicalHost).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, CANONICAL_HOST: '' }).canonicalHost).toBeUndefined();
  });

  it('reads METRICS_TOKEN: unset or empty keeps /metrics closed; a short one is refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe(
      'm'.repeat(16),
    );
  });

  it('reads WEB_CONCURRENCY: one process unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
  });

  it('reads MAX_EVENT_LOOP_DELAY_MS: unset, 200 with PGlite in production, else off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).maxEventLoopDelayMs).toBe(0);
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ...testVapidEnv,
    };
    expect(loadConfig(production).maxEventLoopDelayMs).toBe(200);
    expect(loadConfig({ ...production, MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '50' }).maxEventLoopDelayMs).toBe(50);
    expect(() => loadConfig({ DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(
      /MAX_EVENT_LOOP_DELAY_MS deve ser um número inteiro de 0/,
    );
  });

  it('reads MAX_IN_FLIGHT: unset, 64 on PGlite and 512 on PostgreSQL; 0 turns load shedding off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).maxInFlight).toBe(64);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }).maxInFlight,
    ).toBe(512);
    expect(loadConfig({ DATA_DIR: dataDir, MAX_IN_FLIGHT: '0' }).maxInFlight).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, MAX_IN_FLIGHT: '200' }).maxInFlight).toBe(200);
  });

  it.each([
    [{ MAX_IN_FLIGHT: '-1' }, /MAX_IN_FLIGHT deve ser um número inteiro de 0/],
    [{ MAX_IN_FLIGHT: 'muitos' }, /MAX_IN_FLIGHT deve ser um número inteiro de 0/],
    [{ METRICS_TOKEN: 'curto' }, /METRICS_TOKEN deve ter ao menos 16 caracteres/],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY deve ser um número inteiro de 1 a 64/],
    [{ WEB_CONCURRENCY: 'dois' }, /WEB_CONCURRENCY deve ser um número inteiro de 1 a 64/],
    [{ WEB_CONCURRENCY: '1.5' }, /WEB_CONCURRENCY deve ser um número inteiro de 1 a 64/],
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'curto' }, /JWT_SECRET/],
    [{ SMS_PROVIDER: 'http' }, /SMS_HTTP_URL/],
    [{ FEATURE_SMS_VERIFICATION: 'talvez' }, /FEATURE_SMS_VERIFICATION/],
    [{ CANONICAL_HOST: 'https://www.suavez.app/' }, /CANONICAL_HOST/],
  ])('explains what is wrong with %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });
});
