import { describe, expect, it } from 'vitest';
import { filterMenu, normalizeSearchText } from './filter-menu';

const menu = [
  { id: 'a', name: 'Entradas', items: [{ name: 'Bruschetta de tomate' }, { name: 'Carpaccio' }] },
  { id: 'b', name: 'Bebidas', items: [{ name: 'Café expresso' }, { name: 'Suco de laranja' }] },
  { id: 'c', name: 'Vazia', items: [] },
];

describe('filterMenu', () => {
  it('keeps every item for an empty query but hides categories without items', () => {
    expect(filterMenu(menu, '').map((c) => c.id)).toEqual(['a', 'b']);
    expect(filterMenu(menu, '   ').map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('matches a substring of the name, ignoring case', () => {
    const result = filterMenu(menu, 'SUCO');
    expect(result).toEqual([{ id: 'b', name: 'Bebidas', items: [{ name: 'Suco de laranja' }] }]);
    expect(filterMenu(menu, 'de').map((c) => c.items.map((i) => i.name))).toEqual([
      ['Bruschetta de tomate'],
      ['Suco de laranja'],
    ]);
  });

  it('ignores accents both ways and finds nothing for an unknown name', () => {
    expect(filterMenu(menu, 'cafe')[0]?.items).toEqual([{ name: 'Café expresso' }]);
    expect(filterMenu(menu, 'Cáfé')[0]?.items).toEqual([{ name: 'Café expresso' }]);
    expect(filterMenu(menu, 'pizza')).toEqual([]);
  });

  it('does not look at descriptions or category names', () => {
    expect(filterMenu(menu, 'Bebidas')).toEqual([]);
  });
});

describe('normalizeSearchText', () => {
  it('folds case and accents and trims', () => {
    expect(normalizeSearchText('  Pão de Açúcar ')).toBe('pao de acucar');
  });
});
