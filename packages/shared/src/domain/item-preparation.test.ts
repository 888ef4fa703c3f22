import { describe, expect, it } from 'vitest';
import { isDrinkCategory, isPreparedByDefault } from './item-preparation';

describe("a new item's 'prepared' default follows its category", () => {
  it.each([
    'Bebidas',
    'BEBIDAS',
    'bebidas geladas',
    'Drinks',
    'Drinques da casa',
    'Cervejas artesanais',
    'Chopp',
    'Vinhos',
    'Sucos naturais',
    'Refrigerantes',
    'Refris & águas',
    'Águas',
    'Cafés',
    'cafes',
    'Chás',
    'Coquetéis',
    'Caipirinhas',
    'Doses',
    'Cachaças',
    'Soft drinks',
  ])('%s holds drinks: not prepared', (name) => {
    expect(isDrinkCategory(name)).toBe(true);
    expect(isPreparedByDefault(name)).toBe(false);
  });

  it.each([
    'Pratos',
    'Pratos principais',
    'Entradas',
    'Porções',
    'Lanches',
    'Pizzas',
    'Massas',
    'Sobremesas',
    'Café da manhã',
    'CAFÉ DA MANHÃ',
    'Saladas',
    'Chapa',
    'Carnes',
    '',
  ])('%s is food (desserts too): prepared', (name) => {
    expect(isDrinkCategory(name)).toBe(false);
    expect(isPreparedByDefault(name)).toBe(true);
  });
});
