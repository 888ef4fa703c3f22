import { describe, expect, it } from 'vitest';
import { agree, countOf } from './plural';

describe('pt-BR counts', () => {
  it('says one in the singular and zero or many in the plural', () => {
    expect(countOf(1, 'item', 'itens')).toBe('1 item');
    expect(countOf(3, 'item', 'itens')).toBe('3 itens');
    expect(countOf(0, 'mesa', 'mesas')).toBe('0 mesas');
    expect(agree(1, 'aceito', 'aceitos')).toBe('aceito');
    expect(agree(2, 'aceito', 'aceitos')).toBe('aceitos');
  });
});
