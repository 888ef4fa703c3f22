/** One dish or drink of the demo menu; its image is `/images/demo/<slug>.svg`. */
export interface DemoItem {
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  prepared: boolean;
}

/** One section of the demo menu, with its items in order. */
export interface DemoCategory {
  name: string;
  description: string;
  items: DemoItem[];
}

/** The demo restaurant's profile (README.md#two-commands). */
export const demoRestaurant = {
  name: 'Cantina da Praça',
  address: 'Praça Benedito Calixto, 112 - Pinheiros, São Paulo - SP, 05406-040',
  description:
    'Cantina italiana de bairro, com massas frescas feitas todo dia, molhos de panela e sobremesas da casa.',
  cover: '/images/demo/cover.svg',
  icon: '/images/demo/icon.svg',
  catalogName: 'Cardápio da Cantina',
} as const;

/**
 * The demo's table map, as the owner would import it (docs/tables.md#import): the synthetic restaurant's 12
 * tables (`demo:history`, apps/api/src/cli/synthetic-restaurant.ts), each given to parties of its seats
 * less 2 or more, as its host seats them. Lettered labels, so a free label such as '12' typed at a
 * check-in still works as one.
 */
export const demoTables = [
  'Mesa A1..A4, 2 lugares, Salão',
  'Mesa A5..A9, 4 lugares, mínimo 2, Salão',
  'Mesa V1..V2, 6 lugares, mínimo 4, Varanda',
  'Mesa V3, 8 lugares, mínimo 6, Varanda',
].join('\n');

/** The demo menu: sections and items in the order the menu shows them. */
export const demoMenu: DemoCategory[] = [
  {
    name: 'Entradas',
    description: 'Para começar e dividir com a mesa.',
    items: [
      {
        slug: 'bruschetta',
        name: 'Bruschetta de tomate',
        description: 'Pão italiano tostado com tomate fresco, manjericão e azeite extravirgem.',
        priceCents: 2890,
        prepared: true,
      },
      {
        slug: 'bolinho-de-bacalhau',
        name: 'Bolinho de bacalhau',
        description: 'Seis bolinhos crocantes de bacalhau com maionese de limão-siciliano.',
        priceCents: 3490,
        prepared: true,
      },
      {
        slug: 'burrata',
        name: 'Burrata com pesto',
        description: 'Burrata cremosa com pesto de manjericão, tomate-cereja e torradas da casa.',
        priceCents: 4690,
        prepared: true,
      },
      {
        slug: 'carpaccio',
        name: 'Carpaccio',
        description: 'Fatias finas de filé com alcaparras, rúcula e lascas de parmesão.',
        priceCents: 3990,
        prepared: true,
      },
    ],
  },
  {
    name: 'Massas',
    description: 'Massas frescas feitas na casa todos os dias.',
    items: [
      {
        slug: 'carbonara',
        name: 'Espaguete à carbonara',
        description: 'Espaguete com guanciale, gema, pecorino e pimenta-do-reino moída na hora.',
        priceCents: 5290,
        prepared: true,
      },
      {
        slug: 'lasanha',
        name: 'Lasanha à bolonhesa',
        description: 'Camadas de massa fresca, ragu de carne e molho branco gratinado.',
        priceCents: 5490,
        prepared: true,
      },
      {
        slug: 'nhoque',
        name: 'Nhoque ao sugo',
        description: 'Nhoque de batata artesanal com molho de tomate e manjericão.',
        priceCents: 4590,
        prepared: true,
      },
      {
        slug: 'ravioli',
        name: 'Ravióli de ricota',
        description: 'Ravióli recheado de ricota e espinafre na manteiga de sálvia.',
        priceCents: 4890,
        prepared: true,
      },
    ],
  },
  {
    name: 'Pratos principais',
    description: 'Pratos fartos, servidos individualmente.',
    items: [
      {
        slug: 'parmegiana',
        name: 'Filé à parmegiana',
        description: 'Filé empanado com molho de tomate e muçarela, servido com arroz e fritas.',
        priceCents: 6890,
        prepared: true,
      },
      {
        slug: 'frango-grelhado',
        name: 'Frango grelhado',
        description: 'Peito de frango grelhado com legumes salteados e purê de batata.',
        priceCents: 4790,
        prepared: true,
      },
      {
        slug: 'risoto-de-cogumelos',
        name: 'Risoto de cogumelos',
        description: 'Arroz arbório com cogumelos frescos, vinho branco e parmesão.',
        priceCents: 5690,
        prepared: true,
      },
      {
        slug: 'salmao',
        name: 'Salmão grelhado',
        description: 'Salmão grelhado ao molho de maracujá com legumes na manteiga.',
        priceCents: 7290,
        prepared: true,
      },
    ],
  },
  {
    name: 'Sobremesas',
    description: 'Doces da casa.',
    items: [
      {
        slug: 'tiramisu',
        name: 'Tiramisù',
        description: 'Biscoito embebido em café com creme de mascarpone e cacau.',
        priceCents: 2690,
        prepared: true,
      },
      {
        slug: 'pudim',
        name: 'Pudim de leite',
        description: 'Pudim de leite condensado com calda de caramelo.',
        priceCents: 1890,
        prepared: true,
      },
      {
        slug: 'petit-gateau',
        name: 'Petit gâteau',
        description: 'Bolo quente de chocolate com recheio cremoso e sorvete de creme.',
        priceCents: 2890,
        prepared: true,
      },
    ],
  },
  {
    name: 'Bebidas',
    description: 'Bebidas geladas e café.',
    items: [
      {
        slug: 'agua',
        name: 'Água mineral',
        description: 'Garrafa de 500 ml, com ou sem gás.',
        priceCents: 600,
        prepared: false,
      },
      {
        slug: 'refrigerante',
        name: 'Refrigerante lata',
        description: 'Lata de 350 ml: cola, guaraná ou limão.',
        priceCents: 790,
        prepared: false,
      },
      {
        slug: 'suco-de-laranja',
        name: 'Suco de laranja',
        description: 'Suco natural de laranja, 400 ml.',
        priceCents: 1290,
        prepared: false,
      },
      {
        slug: 'limonada',
        name: 'Limonada siciliana',
        description: 'Limão-siciliano, água com gás e hortelã, 400 ml.',
        priceCents: 1490,
        prepared: false,
      },
      {
        slug: 'cafe',
        name: 'Café espresso',
        description: 'Café espresso curto de grãos torrados em São Paulo.',
        priceCents: 690,
        prepared: false,
      },
    ],
  },
];

/** The path the app serves an item's image at. */
export function demoImagePath(slug: string): string {
  return `/images/demo/${slug}.svg`;
}
