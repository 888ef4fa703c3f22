import { describe, expect, it } from 'vitest';
import { formatActive, formatYesNo, listChangedFields } from './field-changes';

describe('listChangedFields', () => {
  it('keeps only the fields whose value changed, in order', () => {
    expect(
      listChangedFields([
        { label: 'Nome', before: 'Lasanha', after: 'Lasanha' },
        { label: 'Preço', before: 'R$ 32,90', after: 'R$ 35,00' },
        { label: 'Ativo', before: formatActive(true), after: formatActive(false) },
        { label: 'Preparado', before: formatYesNo(true), after: formatYesNo(true) },
      ]),
    ).toEqual([
      { label: 'Preço', before: 'R$ 32,90', after: 'R$ 35,00' },
      { label: 'Ativo', before: 'Ativo', after: 'Desativado' },
    ]);
  });

  it('answers nothing when nothing changed', () => {
    expect(listChangedFields([{ label: 'Nome', before: 'A', after: 'A' }])).toEqual([]);
  });
});
