import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToReais, computeBill, toBillItem } from './bill';
import {
  chooseOptions,
  describeOptionGroupRule,
  findOptionGroupProblem,
  type ItemOptionGroup,
  isRequiredOptionGroup,
  UNKNOWN_OPTION_MESSAGE,
  unitPriceCents,
} from './item-options';
import { orderItemStatuses } from './order-item-status';

const doneness: ItemOptionGroup = {
  id: 'g1',
  name: 'Ponto da carne',
  min: 1,
  max: 1,
  options: [
    { id: 'rare', name: 'Mal passado', priceCents: 0 },
    { id: 'medium', name: 'Ao ponto', priceCents: 0 },
    { id: 'well', name: 'Bem passado', priceCents: 0 },
  ],
};
const extras: ItemOptionGroup = {
  id: 'g2',
  name: 'Adicionais',
  min: 0,
  max: 2,
  options: [
    { id: 'bacon', name: 'Bacon', priceCents: 450 },
    { id: 'egg', name: 'Ovo', priceCents: 300 },
    { id: 'cheese', name: 'Queijo', priceCents: 350 },
  ],
};
const groups = [doneness, extras];

describe('chooseOptions', () => {
  it('copies the chosen options in the menu order, with their group, and sums their prices', () => {
    const choice = chooseOptions(groups, ['egg', 'medium', 'bacon']);
    expect(choice).toEqual({
      ok: true,
      optionsCents: 750,
      chosen: [
        { id: 'medium', group: 'Ponto da carne', name: 'Ao ponto', priceCents: 0 },
        { id: 'bacon', group: 'Adicionais', name: 'Bacon', priceCents: 450 },
        { id: 'egg', group: 'Adicionais', name: 'Ovo', priceCents: 300 },
      ],
    });
  });

  it('accepts no options for an item without groups', () => {
    expect(chooseOptions([], [])).toEqual({ ok: true, chosen: [], optionsCents: 0 });
  });

  it.each([
    [[], "Escolha 1 opção em 'Ponto da carne'."],
    [['rare', 'well'], "Escolha 1 opção em 'Ponto da carne'."],
    [['rare', 'bacon', 'egg', 'cheese'], "Escolha no máximo 2 opções em 'Adicionais'."],
    [['rare', 'rare'], "A opção 'Mal passado' foi escolhida mais de uma vez em 'Ponto da carne'."],
    [['rare', 'other-item-option'], UNKNOWN_OPTION_MESSAGE],
    [['x', 'x'], UNKNOWN_OPTION_MESSAGE],
  ])('refuses %j naming the group: %s', (ids, message) => {
    expect(chooseOptions(groups, ids)).toEqual({ ok: false, message });
  });

  it('asks for at least the minimum when a group allows a range', () => {
    const range: ItemOptionGroup = { ...extras, name: 'Molhos', min: 2, max: 3 };
    expect(chooseOptions([range], ['bacon'])).toEqual({
      ok: false,
      message: "Escolha pelo menos 2 opções em 'Molhos'.",
    });
  });

  it('accepts exactly the choices within every group’s min and max (property)', () => {
    const group = fc
      .record({
        size: fc.integer({ min: 1, max: 6 }),
        min: fc.integer({ min: 0, max: 6 }),
        max: fc.integer({ min: 1, max: 6 }),
      })
      .filter(({ size, min, max }) => min <= max && max <= size);
    const scenario = fc.array(group, { maxLength: 4 }).chain((shapes) => {
      const menu: ItemOptionGroup[] = shapes.map((shape, g) => ({
        id: `g${g}`,
        name: `Grupo ${g}`,
        min: shape.min,
        max: shape.max,
        options: Array.from({ length: shape.size }, (_, o) => ({
          id: `g${g}o${o}`,
          name: `Opção ${o}`,
          priceCents: (g + 1) * 100 + o,
        })),
      }));
      const allIds = menu.flatMap((g) => g.options.map((o) => o.id));
      return fc.tuple(fc.constant(menu), fc.subarray(allIds));
    });
    fc.assert(
      fc.property(scenario, ([menu, ids]) => {
        const choice = chooseOptions(menu, ids);
        const fits = menu.every((g) => {
          const count = g.options.filter((o) => ids.includes(o.id)).length;
          return count >= g.min && count <= g.max;
        });
        expect(choice.ok).toBe(fits);
        if (choice.ok) {
          expect(choice.chosen.map((o) => o.id).sort()).toEqual([...ids].sort());
          const prices = menu.flatMap((g) => g.options).filter((o) => ids.includes(o.id));
          expect(choice.optionsCents).toBe(prices.reduce((sum, o) => sum + o.priceCents, 0));
        }
      }),
    );
  });
});

describe('unitPriceCents', () => {
  it('is the item’s price plus its options’', () => {
    expect(unitPriceCents(3290, [{ priceCents: 450 }, { priceCents: 300 }])).toBe(4040);
    expect(unitPriceCents(3290, [])).toBe(3290);
  });

  it.each([-1, 1.5])('refuses a price of %d', (price) => {
    expect(() => unitPriceCents(price, [])).toThrow(RangeError);
    expect(() => unitPriceCents(0, [{ priceCents: price }])).toThrow(RangeError);
  });

  it('makes a bill whose subtotal is the sum of the billed units’ prices (property)', () => {
    const unit = fc.record({
      itemCents: fc.integer({ min: 0, max: 10_000_000 }),
      options: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 5 }),
      status: fc.constantFrom(...orderItemStatuses),
    });
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }), fc.integer({ min: 0, max: 100 }), (units, fee) => {
        // As the API answers them: `price` in reais is the unit's price.
        const answered = units.map((u) => ({
          price: centsToReais(
            unitPriceCents(
              u.itemCents,
              u.options.map((priceCents) => ({ priceCents })),
            ),
          ),
          orderItemStatus: u.status,
        }));
        const bill = computeBill({ items: answered.map(toBillItem), serviceFeePercent: fee });
        const billed = units.filter((u) => !['REFUSED', 'CANCELED', 'CREATED'].includes(u.status));
        const expected = billed.reduce(
          (sum, u) => sum + u.itemCents + u.options.reduce((a, b) => a + b, 0),
          0,
        );
        expect(bill.subtotalCents).toBe(expected);
        expect(bill.totalCents).toBe(bill.subtotalCents + bill.feeCents);
      }),
    );
  });
});

describe('option groups', () => {
  const options = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Opção ${i}` }));

  it.each([
    [{ name: 'Ponto', min: 1, max: 1, options: options(3) }, null],
    [{ name: 'Adicionais', min: 0, max: 3, options: options(3) }, null],
    [{ name: 'Ponto', min: 0, max: 1, options: [] }, "Adicione pelo menos uma opção em 'Ponto'"],
    [{ name: 'Ponto', min: 2, max: 1, options: options(3) }, "O mínimo de 'Ponto' não pode passar do máximo"],
    [{ name: 'Ponto', min: 0, max: 0, options: options(3) }, "O máximo de 'Ponto' deve ser pelo menos 1"],
    [{ name: 'Ponto', min: -1, max: 1, options: options(3) }, "O mínimo de 'Ponto' não pode ser negativo"],
    [
      { name: 'Ponto', min: 1, max: 4, options: options(3) },
      "O máximo de 'Ponto' não pode passar do número de opções (3)",
    ],
    [
      { name: 'Ponto', min: 0.5, max: 1, options: options(3) },
      "O mínimo e o máximo de 'Ponto' são números inteiros",
    ],
    [
      { name: 'Ponto', min: 1, max: 1, options: [{ name: 'Ao ponto' }, { name: 'ao ponto' }] },
      "A opção 'ao ponto' aparece mais de uma vez em 'Ponto'",
    ],
  ])('%j: %s', (group, problem) => {
    expect(findOptionGroupProblem(group)).toBe(problem);
  });

  it('says what a group asks and whether it is required', () => {
    expect(describeOptionGroupRule({ min: 1, max: 1 })).toBe('Escolha 1 opção');
    expect(describeOptionGroupRule({ min: 0, max: 3 })).toBe('Escolha até 3 opções');
    expect(describeOptionGroupRule({ min: 1, max: 3 })).toBe('Escolha de 1 a 3 opções');
    expect(describeOptionGroupRule({ min: 2, max: 2 })).toBe('Escolha 2 opções');
    expect(isRequiredOptionGroup({ min: 1 })).toBe(true);
    expect(isRequiredOptionGroup({ min: 0 })).toBe(false);
  });
});
