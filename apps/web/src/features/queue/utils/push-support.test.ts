import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, type PushEnvironment, pushSupportOf } from './push-support';

const chromeAndroid: PushEnvironment = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  platform: 'Linux armv8l',
  maxTouchPoints: 5,
  isStandalone: false,
  hasPushApi: true,
};
const iphoneSafari: PushEnvironment = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari',
  platform: 'iPhone',
  maxTouchPoints: 5,
  isStandalone: false,
  hasPushApi: false,
};

describe('pushSupportOf', () => {
  it.each([
    ['Chrome on Android', chromeAndroid, 'supported'],
    ['a browser without the Push API', { ...chromeAndroid, hasPushApi: false }, 'unsupported'],
    ['Safari on an iPhone', iphoneSafari, 'ios-home-screen'],
    [
      'Safari on an iPad (says MacIntel)',
      { ...iphoneSafari, userAgent: 'Macintosh', platform: 'MacIntel' },
      'ios-home-screen',
    ],
    [
      'the home-screen app on iOS 16.4+',
      { ...iphoneSafari, isStandalone: true, hasPushApi: true },
      'supported',
    ],
    ['the home-screen app on an older iOS', { ...iphoneSafari, isStandalone: true }, 'unsupported'],
    [
      'Safari on a Mac',
      { ...iphoneSafari, userAgent: 'Macintosh', platform: 'MacIntel', maxTouchPoints: 0, hasPushApi: true },
      'supported',
    ],
  ] as const)('%s: %s', (_name, env, support) => {
    expect(pushSupportOf(env)).toBe(support);
  });
});

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding, as the server sends the VAPID key', () => {
    const bytes = Uint8Array.from([4, 251, 255, 0, 62, 63, 200]);
    const text = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...base64UrlToBytes(text)]).toEqual([...bytes]);
  });
});
