// Unit tests of the JS budget check (node's test runner: `node --test scripts/check-bundle.test.mjs`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  audienceOf,
  budgetOf,
  formatReport,
  maxConsumerFiles,
  measureRoutes,
  parseRouteTable,
  routeFiles,
} from './check-bundle.mjs';

const router = `
const HomePage = lazyPage(() => import('./routes/home.page'), 'HomePage');
const JoinPage = lazyPage(() => import('./routes/join.page'), 'JoinPage');
const HallPage = lazyPage(() => import('./routes/hall.page'), 'HallPage');
const MissingPage = lazyPage(() => import('./routes/missing.page'), 'MissingPage');
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/queue/join" component={JoinPage} />
      <Route path="/merchant/hall">
        <MerchantOnly>
          <HallPage />
        </MerchantOnly>
      </Route>
      <Route path="/eager" component={EagerPage} />
      <Route path="/gone" component={MissingPage} />
      <Route component={HomePage} />
    </Switch>
  );
}`;

// Entry 10 KB (+ vendor 40 KB); the join page pulls a 30 KB form chunk and lazily (not counted) a 500 KB
// dialog; the hall page pulls a 200 KB merchant chunk. The join page's module lives in a shared chunk.
const graph = {
  chunks: {
    'assets/index.js': { isEntry: true, imports: ['assets/vendor.js'], modules: ['src/main.tsx'] },
    'assets/vendor.js': { isEntry: false, imports: [], modules: [] },
    'assets/home.js': {
      isEntry: false,
      imports: ['assets/index.js'],
      modules: ['src/app/routes/home.page.tsx'],
    },
    'assets/shared.js': {
      isEntry: false,
      imports: ['assets/index.js', 'assets/form.js'],
      modules: ['src/app/routes/join.page.tsx', 'src/features/queue/join-form.tsx'],
    },
    'assets/form.js': { isEntry: false, imports: ['assets/vendor.js'], modules: [] },
    'assets/dialog.js': {
      isEntry: false,
      imports: ['assets/shared.js'],
      modules: ['src/features/queue/dialog.tsx'],
    },
    'assets/hall.js': {
      isEntry: false,
      imports: ['assets/merchant.js'],
      modules: ['src/app/routes/hall.page.tsx'],
    },
    'assets/merchant.js': { isEntry: false, imports: ['assets/index.js'], modules: [] },
  },
};
const kb = {
  'assets/index.js': 10_000,
  'assets/vendor.js': 40_000,
  'assets/home.js': 5_000,
  'assets/shared.js': 10_000,
  'assets/form.js': 30_000,
  'assets/dialog.js': 500_000,
  'assets/hall.js': 5_000,
  'assets/merchant.js': 200_000,
};
const moduleOf = (route) => `${route.module.replace('./', 'src/app/')}.tsx`;
const measure = (sizes) =>
  measureRoutes({ routes: parseRouteTable(router), graph, sizeOf: (file) => sizes[file], moduleOf });

describe('parseRouteTable', () => {
  it('maps every <Route> to its lazy module, by component prop or child element', () => {
    assert.deepEqual(
      parseRouteTable(router).map(({ path, module }) => [path, module]),
      [
        ['/', './routes/home.page'],
        ['/queue/join', './routes/join.page'],
        ['/merchant/hall', './routes/hall.page'],
        ['/eager', null],
        ['/gone', './routes/missing.page'],
        ['*', './routes/home.page'],
      ],
    );
  });

  it('finds every route of the real router, each with its page module', () => {
    const source = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
    const routes = parseRouteTable(source);
    assert.equal(routes.length, (source.match(/<Route\b/g) ?? []).length);
    assert.ok(routes.length >= 20);
    for (const route of routes) assert.match(route.module ?? '', /^\.\/routes\/[\w.-]+\.page$/, route.path);
    assert.ok(routes.some((route) => route.path === '/queue/catalog'));
  });
});

describe('budgets', () => {
  it('gives the merchant pages 250 KB and every page a phone opens 100 KB', () => {
    assert.equal(audienceOf('/queue/checkout'), 'consumer');
    assert.equal(audienceOf('/c/:shortId'), 'consumer');
    assert.equal(audienceOf('/entrar/:token'), 'consumer');
    assert.equal(audienceOf('/blog'), 'visitor');
    assert.equal(audienceOf('/login/merchant'), 'merchant');
    assert.equal(audienceOf('/merchant'), 'merchant');
    assert.equal(audienceOf('/convite'), 'merchant');
    for (const door of ['/cadastro', '/confirmar-email', '/esqueci-senha', '/redefinir-senha']) {
      assert.equal(audienceOf(door), 'merchant');
    }
    assert.equal(audienceOf('/merchants-club'), 'visitor');
    assert.equal(budgetOf('/queue/join'), 100_000);
    assert.equal(budgetOf('/merchant/catalogs/:catalogId'), 250_000);
  });
});

describe('routeFiles', () => {
  it('counts the entry, the route chunk and their static imports once, never dynamic imports', () => {
    assert.deepEqual(routeFiles(graph, 'assets/shared.js'), [
      'assets/form.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });
});

describe('measureRoutes', () => {
  it('passes routes within budget and fails unmapped ones', () => {
    const results = measure(kb);
    const byPath = Object.fromEntries(results.map((r) => [r.path, r]));
    assert.equal(byPath['/queue/join'].bytes, 90_000);
    assert.equal(byPath['/queue/join'].ok, true);
    assert.equal(byPath['/merchant/hall'].bytes, 255_000);
    assert.equal(byPath['/merchant/hall'].ok, false);
    assert.equal(byPath['/eager'].ok, false);
    assert.equal(byPath['/eager'].problem, 'rota sem tela no build');
    assert.equal(byPath['/gone'].ok, false);
    assert.equal(byPath['*'].bytes, 55_000);
  });

  it('fails a consumer route one byte over 100 KB and passes it at exactly 100 KB', () => {
    const atBudget = measure({ ...kb, 'assets/form.js': 40_000 }).find((r) => r.path === '/queue/join');
    assert.equal(atBudget.bytes, 100_000);
    assert.equal(atBudget.ok, true);
    const over = measure({ ...kb, 'assets/form.js': 40_001 }).find((r) => r.path === '/queue/join');
    assert.equal(over.ok, false);
    assert.equal(over.problem, 'acima do orçamento');
  });

  it(`fails a diner's route that needs more than ${maxConsumerFiles} files, not a merchant's`, () => {
    // The join page's form chunk imports a chain of tiny chunks: 4 files (entry, vendor, shared, form) + n.
    const chained = (n) => {
      const chunks = structuredClone(graph.chunks);
      const extra = Array.from({ length: n }, (_, i) => `assets/tiny-${i}.js`);
      chunks['assets/form.js'].imports.push(...extra);
      for (const file of extra) chunks[file] = { isEntry: false, imports: [], modules: [] };
      chunks['assets/merchant.js'].imports.push(...extra);
      const sizes = {
        ...kb,
        'assets/merchant.js': 100_000,
        ...Object.fromEntries(extra.map((file) => [file, 10])),
      };
      return measureRoutes({
        routes: parseRouteTable(router),
        graph: { chunks },
        sizeOf: (file) => sizes[file],
        moduleOf,
      });
    };
    const atLimit = chained(maxConsumerFiles - 4).find((r) => r.path === '/queue/join');
    assert.equal(atLimit.files, maxConsumerFiles);
    assert.equal(atLimit.ok, true);
    const over = chained(maxConsumerFiles - 3);
    const join = over.find((r) => r.path === '/queue/join');
    assert.equal(join.ok, false);
    assert.equal(join.problem, `mais de ${maxConsumerFiles} arquivos`);
    // The merchant's pages have no limit on files.
    const hall = over.find((r) => r.path === '/merchant/hall');
    assert.ok(hall.files > maxConsumerFiles);
    assert.equal(hall.ok, true);
  });

  it('prints one line per route with its KB, files, budget and verdict', () => {
    const lines = formatReport(measure(kb)).split('\n');
    assert.equal(lines.length, 7);
    assert.match(lines[2], /^\/queue\/join\s+cliente\s+90\.0\s+—\s+4\s+100\.0\s+ok$/);
    assert.match(
      lines[3],
      /^\/merchant\/hall\s+lojista\s+255\.0\s+—\s+4\s+250\.0\s+FALHOU: acima do orçamento$/,
    );
  });

  it("counts a page's texts in each language and judges the heaviest", () => {
    const withTexts = router.replace("'JoinPage')", "'JoinPage', 'queue')");
    assert.equal(parseRouteTable(withTexts).find((r) => r.path === '/queue/join').texts, 'queue');
    const chunks = structuredClone(graph.chunks);
    for (const [language, size] of [
      ['pt-BR', 4_000],
      ['es', 9_000],
      ['en', 8_000],
    ]) {
      chunks[`assets/${language}-queue.js`] = {
        isEntry: false,
        imports: [],
        modules: [],
        catalogue: `${language}/queue`,
      };
      chunks[`assets/${language}-base.js`] = {
        isEntry: false,
        imports: [],
        modules: [],
        catalogue: `${language}/base`,
      };
      kb[`assets/${language}-queue.js`] = size;
      kb[`assets/${language}-base.js`] = 1;
    }
    const run = (formSize) =>
      measureRoutes({
        routes: parseRouteTable(withTexts),
        graph: { chunks },
        sizeOf: (file) => ({ ...kb, 'assets/form.js': formSize })[file],
        moduleOf,
      }).find((r) => r.path === '/queue/join');
    const fits = run(30_000);
    assert.equal(fits.bytes, 99_000);
    assert.equal(fits.language, 'es');
    assert.equal(fits.files, 5);
    assert.equal(fits.ok, true);
    // Over in Spanish only is over.
    assert.equal(run(31_001).ok, false);
  });
});
