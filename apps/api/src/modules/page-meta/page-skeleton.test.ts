import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '#api/db/schema/merchant.schema';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { useFixture, useTestApp } from '#test/test-app';
import { createPageTemplate, findRoutePreloads, renderSkeleton } from './page-template';

// The real index.html as the build leaves it: Vite adds its script and stylesheet to the head.
const indexHtml = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8').replace(
  '</head>',
  '  <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
);
const routePreloads = {
  '/queue/join': ['/assets/queue-join.page-1.js', '/assets/use-query-2.js'],
  '/c/:shortId': ['/assets/short-link.page-3.js'],
  '/queue/catalog': ['/assets/ordering-catalog.page-4.js'],
};
const cataloguePreloads = {
  '/queue/join': { 'pt-BR': '/assets/queue-pt.js', es: '/assets/queue-es.js', en: '/assets/queue-en.js' },
};
const meta = {
  title: 'T',
  previewTitle: 'P',
  description: 'D',
  image: 'https://x/i.jpg',
  url: 'https://x/',
  type: 'website',
  twitterCard: 'summary',
} as const;

/** The text a browser shows without running any script: tags, styles and scripts out, entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the skeleton and preloads of a page', () => {
  const template = createPageTemplate(indexHtml, routePreloads);

  it('draws the restaurant’s name over the join form’s shape, after #root, with its own CSS', () => {
    const html = template.render({ ...meta, skeleton: { name: 'Cantina', kind: 'join' } }, '/queue/join');
    expect(html).toContain('<div id="root"></div>\n    <main id="boot-skeleton"');
    expect(html).toMatch(/<h1>Cantina<\/h1>/);
    expect(html).toContain('sv-boot-field');
    expect(visibleText(html)).toBe('Cantina');
    // Its CSS in the head; the stylesheet moved after it, so it paints before Bootstrap arrives.
    const style = html.indexOf('<style>#root:not(:empty)+#boot-skeleton{display:none}');
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThan(html.indexOf('</head>'));
    const stylesheet = html.indexOf('rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(html.indexOf('id="boot-skeleton"'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('draws the menu’s shape for a menu', () => {
    const html = renderSkeleton({ name: 'Cantina', kind: 'menu' });
    expect(html).toContain('sv-boot-card');
    expect(html).not.toContain('sv-boot-field');
  });

  it('escapes the name: nothing breaks out of the heading', () => {
    const name = 'Bar "do Zé" <script>alert(1)</script> & cia';
    const html = template.render({ ...meta, skeleton: { name, kind: 'menu' } }, '/c/zebar');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<h1>Bar &quot;do Zé&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; cia</h1>');
    expect(visibleText(html)).toBe(name);
  });

  it('names the route’s chunks and first API reads after the entry’s script', () => {
    const html = template.render(
      { ...meta, skeleton: { name: 'Cantina', kind: 'join', reads: ['/api/merchant?id=1&public=true'] } },
      '/queue/join',
    );
    const entry = html.indexOf('src="/assets/index-abc.js"');
    const read = html.indexOf(
      '<link rel="preload" as="fetch" crossorigin href="/api/merchant?id=1&amp;public=true" />',
    );
    const chunks = routePreloads['/queue/join'].map((file) =>
      html.indexOf(`<link rel="modulepreload" crossorigin href="${file}" />`),
    );
    expect(entry).toBeGreaterThan(0);
    expect(read).toBeGreaterThan(entry);
    for (const at of chunks) expect(at).toBeGreaterThan(read);
    expect(Math.max(...chunks)).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads by path pattern, and nothing for a page without a list', () => {
    expect(findRoutePreloads(routePreloads, '/c/praca')).toEqual(['/assets/short-link.page-3.js']);
    expect(findRoutePreloads(routePreloads, '/c/')).toEqual([]);
    expect(findRoutePreloads(routePreloads, '/c/praca/x')).toEqual([]);
    expect(findRoutePreloads(routePreloads, '/merchant')).toEqual([]);
    const html = template.render(meta, '/merchant');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('boot-skeleton');
    expect(html).toContain('<div id="root"></div>');
    // Without a skeleton the stylesheet stays in the head.
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the restaurant pages the server sends', () => {
  const dist = mkdtempSync(join(tmpdir(), 'suavez-dist-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), indexHtml);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/route-preloads.json'), JSON.stringify(routePreloads));
    writeFileSync(join(dist, '.vite/catalogue-preloads.json'), JSON.stringify(cataloguePreloads));
  });
  afterAll(async () => rmSync(dist, { recursive: true, force: true }));
  const t = useTestApp({ config: { webDistDir: dist, publicUrl: 'https://www.suavez.app' } });
  const world = useFixture(async () => {
    const merchant = await createMerchantFixture(t.app, { name: 'Cantina <b>da</b> Praça' });
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'CHECK_IN' });
    return { merchantId: merchant.merchantId, queueId: entry.id };
  });
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('/queue/join?merchant= shows the name before any script runs and preloads the page', async () => {
    const html = await page(`/queue/join?merchant=${world.merchantId}`);
    expect(visibleText(html)).toBe('Cantina <b>da</b> Praça');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/queue-join.page-1.js" />');
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/merchant?id=${world.merchantId}&amp;public=true" />`,
    );
  });

  it('/c/{shortId} reads the short link, the menu and the restaurant at once', async () => {
    const [row] = await t.app.ctx.database.db
      .select({ shortId: merchants.shortId })
      .from(merchants)
      .where(eq(merchants.id, world.merchantId));
    const shortId = row?.shortId ?? '';
    const html = await page(`/c/${shortId.toUpperCase()}`);
    expect(visibleText(html)).toBe('Cantina <b>da</b> Praça');
    for (const read of [
      `/api/merchant/short?shortId=${shortId.toUpperCase()}`,
      `/api/catalog/full?merchantId=${world.merchantId}`,
      `/api/merchant?id=${world.merchantId}&amp;public=true`,
    ]) {
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${read}" />`);
    }
    expect(html).toContain('/assets/short-link.page-3.js');
  });

  it('/queue/catalog?qoid= shows the restaurant of the table, and its menu is read at once', async () => {
    const html = await page(`/queue/catalog?qoid=${world.queueId}`);
    expect(visibleText(html)).toBe('Cantina <b>da</b> Praça');
    expect(html).toContain('sv-boot-card');
    expect(html).toContain(`href="/api/catalog/full?merchantId=${world.merchantId}"`);
    expect(html).toContain(`href="/api/queue?queueId=${world.queueId}"`);
    expect(html).toContain('/assets/ordering-catalog.page-4.js');
  });

  it.each([
    '/queue/catalog?qoid=00000000-0000-4000-8000-000000000000',
    '/queue/catalog?qoid=nao-e-um-id',
    '/queue/join',
  ])('%s has no skeleton (unknown table or restaurant)', async (url) => {
    const html = await page(url);
    expect(html).not.toContain('boot-skeleton');
  });

  it("sends the table's share link straight on: a new guest to the join page, a known one to the menu", async () => {
    const inject = (url: string, cookies: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, cookies });
    const guest = await inject(`/queue/shared/catalog?qoid=${world.queueId}&lang=es`);
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(`/queue/join?qoid=${world.queueId}&lang=es`);
    expect(guest.headers['cache-control']).toBe('no-store');
    const known = await inject(`/queue/shared/catalog?qoid=${world.queueId}`, { user: 'someone' });
    expect(known.headers.location).toBe(`/queue/catalog?qoid=${world.queueId}`);
    // No table named: the app's page says 'Erro com o convite'.
    const broken = await inject('/queue/shared/catalog?qoid=%20');
    expect(broken.statusCode).toBe(200);
    expect(broken.headers['content-type']).toContain('text/html');
  });

  describe("in the diner's language (rules.md §16)", () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const langOf = (html: string) => /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1];

    it('?lang=es writes the page in Spanish, preloads its Spanish texts and remembers the choice', async () => {
      const res = await get(`/queue/join?merchant=${world.merchantId}&lang=es`, { 'accept-language': 'en' });
      expect(langOf(res.body)).toBe('es');
      expect(res.body).toContain(
        '<title>Unirse a la fila de Cantina &lt;b&gt;da&lt;/b&gt; Praça | SuaVez</title>',
      );
      expect(res.body).toContain('<meta property="og:locale" content="es_LA" />');
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/queue-es.js" />');
      expect(res.body).not.toContain('queue-pt.js');
      expect(res.headers['set-cookie']).toBe('lang=es; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
      expect(String(res.headers.vary)).toContain('Accept-Language');
    });

    it("preloads the menu in the page's language, with the address the app reads it by", async () => {
      const spanish = await get(`/catalog?merchant=${world.merchantId}`, { 'accept-language': 'es-AR' });
      expect(spanish.body).toContain(`href="/api/catalog/full?merchantId=${world.merchantId}&amp;lang=es"`);
      const table = await get(`/queue/catalog?qoid=${world.queueId}&lang=en`);
      expect(table.body).toContain(`href="/api/catalog/full?merchantId=${world.merchantId}&amp;lang=en"`);
      const portuguese = await get(`/catalog?merchant=${world.merchantId}`);
      expect(portuguese.body).toContain(`href="/api/catalog/full?merchantId=${world.merchantId}"`);
    });

    it('follows Accept-Language, and the lang cookie before it', async () => {
      const english = await get(`/queue/join?merchant=${world.merchantId}`, {
        'accept-language': 'en-US,en;q=0.9',
      });
      expect(langOf(english.body)).toBe('en');
      expect(english.body).toContain('Join the waitlist at Cantina');
      expect(english.body).toContain('/assets/queue-en.js');
      expect(english.headers['set-cookie']).toBeUndefined();
      const remembered = await get(`/queue/join?merchant=${world.merchantId}`, {
        'accept-language': 'en-US',
        cookie: 'lang=es',
      });
      expect(langOf(remembered.body)).toBe('es');
      const portuguese = await get(`/queue/join?merchant=${world.merchantId}`, {
        'accept-language': 'de-DE',
      });
      expect(langOf(portuguese.body)).toBe('pt-BR');
      expect(portuguese.body).toContain('Entrar na fila de Cantina');
      expect(portuguese.body).toContain('/assets/queue-pt.js');
    });

    it("leaves the merchant's and the site's pages in Portuguese", async () => {
      for (const url of ['/merchant/queue?lang=es', '/?lang=en']) {
        const res = await get(url, { 'accept-language': 'es-AR', cookie: 'lang=en' });
        expect(langOf(res.body), url).toBe('pt-BR');
        expect(res.body).toContain('<meta property="og:locale" content="pt_BR" />');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });
  });
});
