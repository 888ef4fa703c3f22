import { describe, expect, it } from 'vitest';
import { describePhoneUse } from './describe-phone-use';

describe('describePhoneUse', () => {
  it.each([
    [false, 'sms', false, 'Usamos seu celular só para avisar quando for sua vez.'],
    [true, 'sms', false, 'Usamos seu celular só para avisar por SMS quando for sua vez.'],
    [true, 'whatsapp', false, 'Usamos seu celular só para avisar pelo WhatsApp quando for sua vez.'],
    [
      false,
      'sms',
      true,
      'Usamos seu celular só para avisar quando for sua vez e para confirmar o número com um código por SMS.',
    ],
  ] as const)('notifySms %s on %s, SMS code %s: %s', (notifySms, textChannel, isCodeOn, text) => {
    expect(describePhoneUse({ notifySms, textChannel }, isCodeOn)).toBe(text);
  });
});
