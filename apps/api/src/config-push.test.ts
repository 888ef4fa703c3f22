import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testVapidEnv } from '#test/push-test-keys';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, generateVapidKeyPair, isAllowedPushHost } from './lib/vapid-keys';

const dataDir = mkdtempSync(join(tmpdir(), 'suavez-push-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const production = { NODE_ENV: 'production', JWT_SECRET: 'z'.repeat(40), DATA_DIR: dataDir };

describe('VAPID keys', () => {
  it('outside production are generated once into DATA_DIR and kept across starts', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).push;
    expect(first.vapid.subject).toBe('mailto:contato@suavez.app');
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    const file = join(dataDir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.vapid.publicKey,
      privateKey: first.vapid.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).push.vapid).toEqual(first.vapid);
    expect(first.endpointHosts).toEqual(DEFAULT_PUSH_ENDPOINT_HOSTS);
  });

  it('are required in production, all three, with a pt-BR message', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT são obrigatórias/,
    );
    const { VAPID_SUBJECT: _subject, ...withoutSubject } = testVapidEnv;
    expect(() => loadConfig({ ...production, ...withoutSubject })).toThrow(/obrigatórias em produção/);
    const config = loadConfig({ ...production, ...testVapidEnv });
    expect(config.push.vapid).toEqual({
      publicKey: testVapidEnv.VAPID_PUBLIC_KEY,
      privateKey: testVapidEnv.VAPID_PRIVATE_KEY,
      subject: testVapidEnv.VAPID_SUBJECT,
    });
  });

  it.each([
    [{ VAPID_PRIVATE_KEY: generateVapidKeyPair().privateKey }, /não corresponde/],
    [{ VAPID_PUBLIC_KEY: 'curta' }, /65 bytes/],
    [{ VAPID_PRIVATE_KEY: 'abc=' }, /base64url/],
    [{ VAPID_SUBJECT: 'http://suavez.app' }, /VAPID_SUBJECT deve ser/],
    [{ VAPID_SUBJECT: 'contato@suavez.app' }, /VAPID_SUBJECT deve ser/],
    [{ PUSH_ENDPOINT_HOSTS: 'https://fcm.googleapis.com' }, /PUSH_ENDPOINT_HOSTS/],
    [{ PUSH_ENDPOINT_HOSTS: ' , ' }, /PUSH_ENDPOINT_HOSTS/],
  ])('refuses %o', (change, message) => {
    expect(() => loadConfig({ ...production, ...testVapidEnv, ...change })).toThrow(message);
  });

  it('reads PUSH_ENDPOINT_HOSTS as a comma list in lower case', () => {
    const config = loadConfig({
      ...production,
      ...testVapidEnv,
      PUSH_ENDPOINT_HOSTS: ' FCM.googleapis.com, *.Push.Example ',
    });
    expect(config.push.endpointHosts).toEqual(['fcm.googleapis.com', '*.push.example']);
  });
});

describe('isAllowedPushHost', () => {
  it.each([
    ['fcm.googleapis.com', true],
    ['FCM.GoogleAPIs.com', true],
    ['updates.push.services.mozilla.com', true],
    ['web.push.apple.com', true],
    ['wns2-par02p.notify.windows.com', true],
    ['notify.windows.com', false],
    ['evilnotify.windows.com', false],
    ['fcm.googleapis.com.evil.example', false],
    ['googleapis.com', false],
    ['127.0.0.1', false],
  ])('%s: %s', (host, isAllowed) => {
    expect(isAllowedPushHost(host, DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(isAllowed);
  });
});
