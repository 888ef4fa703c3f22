import { describe, expect, it } from 'vitest';
import { buildWhatsAppJoinUrl } from './whatsapp-join-link';

describe('buildWhatsAppJoinUrl', () => {
  it('types `fila {shortId}` to the business number, the space encoded as wa.me expects', () => {
    expect(buildWhatsAppJoinUrl('5511999990000', 'cantina1')).toBe(
      'https://wa.me/5511999990000?text=fila%20cantina1',
    );
    expect(new URL(buildWhatsAppJoinUrl('5511999990000', 'abc12')).searchParams.get('text')).toBe(
      'fila abc12',
    );
  });
});
