// Tests of the browser's JS budget check (node's test runner: `node --test scripts/check-page-weight.test.mjs`).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { audienceOf, parseRouteTable } from './check-bundle.mjs';
import {
  collectScripts,
  formatPageReport,
  judgePage,
  KIB,
  phoneBudget,
  phonePages,
} from './check-page-weight.mjs';

const ids = { merchantId: 'm', queueId: 'q', orderId: 'o' };

describe('judgePage', () => {
  const page = (kib) => ({
    name: 'P',
    path: '/p',
    scripts: kib.map((k, i) => ({ url: `/${i}.js`, bytes: k * KIB })),
  });

  it('sums every script the page fetched against 100 KiB (1 KiB = 1024 bytes)', () => {
    assert.equal(phoneBudget, 102_400);
    const result = judgePage(page([60, 40]));
    assert.equal(result.bytes, 100 * KIB);
    assert.equal(result.ok, true);
  });

  it('fails a page one byte over, and a page that loaded no script', () => {
    const over = judgePage({ name: 'P', path: '/p', scripts: [{ url: '/a.js', bytes: 100 * KIB + 1 }] });
    assert.equal(over.ok, false);
    assert.equal(over.problem, 'acima do orçamento');
    const none = judgePage(page([]));
    assert.equal(none.ok, false);
    assert.equal(none.problem, 'nenhum script carregado');
  });

  it('prints one line per page, ids hidden, with its KiB', () => {
    const report = formatPageReport([
      judgePage({ ...page([101]), path: '/queue/join?merchant=149c6cf7-fae0-472b-9369-c9140c4cf8b3' }),
    ]);
    assert.match(report, /\/queue\/join\?merchant=…\s+101\.0\s+1\s+100\.0\s+FALHOU: acima do orçamento/);
  });
});

describe('phonePages', () => {
  it('opens a page of every route a phone opens, as the router lists them', () => {
    const router = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
    const paths = phonePages(ids).map((page) => page.path.split('?')[0]);
    const routes = parseRouteTable(router).filter((route) => audienceOf(route.path) !== 'merchant');
    assert.ok(routes.length > 10);
    for (const route of routes) {
      const pattern =
        route.path === '*' ? /^\/nao-existe$/ : new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`);
      assert.ok(
        paths.some((path) => pattern.test(path)),
        `${route.path}: nenhuma página de phonePages (scripts/check-page-weight.mjs)`,
      );
    }
  });

  it('opens diner pages in Spanish and in English too', () => {
    const languages = phonePages(ids).map((page) => new URL(page.path, 'http://x').searchParams.get('lang'));
    assert.ok(languages.includes('es'));
    assert.ok(languages.includes('en'));
  });
});

// The measurement itself, in the real Chromium: a page whose entry and lazy chunk (imported a moment
// after load, as the app's idle loads are) weigh about 60 KiB of gzip each (base64 gzips to 3/4).
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
describe('collectScripts', { skip: !existsSync(chromePath) && 'sem Chromium' }, () => {
  const incompressible = (kib) =>
    `export const data = "${randomBytes(kib * 1024 * 0.75).toString('base64')}";\n`;
  const files = {
    '/': '<!doctype html><title>t</title><script type="module" src="/entry.js"></script>',
    '/entry.js': `${incompressible(80)}setTimeout(() => import('/lazy.js'), 300);\n`,
    '/lazy.js': incompressible(80),
  };
  let server;
  let browser;
  before(async () => {
    server = createServer((req, res) => {
      const body = files[req.url ?? ''];
      if (body === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': req.url === '/' ? 'text/html' : 'text/javascript' }).end(body);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch({ executablePath: chromePath });
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });

  it('counts the lazy chunk too, and fails the page', async () => {
    const scripts = await collectScripts(browser, `http://127.0.0.1:${server.address().port}/`, undefined);
    assert.deepEqual(scripts.map((s) => new URL(s.url).pathname).sort(), ['/entry.js', '/lazy.js']);
    for (const script of scripts)
      assert.ok(script.bytes > 60 * KIB && script.bytes < 62 * KIB, `${script.bytes}`);
    const result = judgePage({ name: 'P', path: '/', scripts });
    assert.equal(result.ok, false);
  });
});
