import { blogPostSummaries } from '@suavez/shared/domain/blog-post-summaries';
import { describe, expect, it } from 'vitest';
import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { merchants, merchantUsers } from '#api/db/schema/merchant.schema';
import { createMerchantFixture } from '#test/fixtures';
import { builtIndexHtml, useWebDist } from '#test/page-test-helpers';
import { makePhoto, multipartBody } from '#test/photo-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';
import { createPageTemplate } from './page-template';

const PUBLIC_URL = 'https://www.suavez.app';
const SITE_IMAGE = `${PUBLIC_URL}/images/og-suavez.jpg`;

/** Every value of one head tag (`property="og:title"`, `name="description"`), unescaped as a browser would. */
function tagValues(html: string, attribute: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="([^"]*)"\\s*/>`, 'g');
  return [...html.matchAll(pattern)].map((match) => decodeEntities(match[1] ?? ''));
}
function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
function og(html: string, key: string): string | undefined {
  const values = tagValues(html, 'property', `og:${key}`);
  expect(values, `og:${key} once`).toHaveLength(1);
  return values[0];
}
/** The href of every apple-touch-icon link. */
function touchIconsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="apple-touch-icon" href="([^"]*)"/g)].map((match) => match[1] ?? '');
}
function titleOf(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1] ?? ''));
}

describe('createPageTemplate', () => {
  it('reads the defaults from index.html and keeps what is not a preview tag', () => {
    const template = createPageTemplate(builtIndexHtml);
    expect(template.defaults.title).toBe('SuaVez');
    expect(template.defaults.description).toMatch(/^SuaVez: fila virtual/);
    expect(template.defaults.image).toBe('/images/og-suavez.jpg');
    const html = template.render({
      title: 'T',
      previewTitle: 'P',
      description: 'D',
      image: 'https://x/i.jpg',
      url: 'https://x/',
      type: 'website',
      twitterCard: 'summary',
    });
    for (const kept of [
      '<meta charset="UTF-8" />',
      'name="theme-color"',
      'rel="apple-touch-icon"',
      'index-abc.js',
    ]) {
      expect(html).toContain(kept);
    }
    expect(titleOf(html)).toEqual(['T']);
    expect(html.match(/<meta /g)?.length).toBe(html.match(/<meta[\s\n]/g)?.length);
    expect(tagValues(html, 'name', 'twitter:card')).toEqual(['summary']);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('sends a page without preview tags or head as it is', () => {
    const bare = '<div id="root"></div>';
    expect(createPageTemplate(bare).render({} as never)).toBe(bare);
  });
});

describe('pages with their own link preview', () => {
  const dist = useWebDist();
  const t = useTestApp({ config: { webDistDir: dist, publicUrl: PUBLIC_URL } });
  const world = useFixture(async () => {
    const db = t.app.ctx.database.db;
    const inserted = await db
      .insert(merchants)
      .values([
        {
          name: 'Cantina da Praça',
          shortId: 'ogpraca',
          description: 'Massas frescas & vinhos na praça.',
          cover: '/uploads/cover-praca.webp',
          icon: '/uploads/icon-praca.webp',
        },
        {
          name: 'Bar "do Zé" <script>alert(1)</script>',
          shortId: 'ogzebar',
          icon: 'https://cdn.example.com/ze.png',
        },
        {
          name: 'Só Desenhos',
          shortId: 'ogsvg01',
          cover: '/images/demo/cover.svg',
          icon: '/images/demo/icon.svg',
        },
      ])
      .returning({ id: merchants.id, shortId: merchants.shortId });
    const idOf = (shortId: string) => inserted.find((row) => row.shortId === shortId)?.id as string;
    const [menu] = await db
      .insert(catalogs)
      .values([
        { merchantId: idOf('ogpraca'), name: 'Cardápio', active: true },
        { merchantId: idOf('ogzebar'), name: 'Rascunho', active: false },
      ])
      .returning({ id: catalogs.id });
    // The Cantina is real (docs/screens.md#search-engines): a confirmed owner (nobody logs in as them
    // here) and an item on its menu. The other two are not.
    await db.insert(merchantUsers).values({
      merchantId: idOf('ogpraca'),
      email: 'dono@ogpraca.test',
      passwordHash: 'not-used-to-log-in',
      emailConfirmedAt: new Date(),
    });
    const [category] = await db
      .insert(categories)
      .values({ merchantId: idOf('ogpraca'), catalogId: menu?.id as string, name: 'Massas' })
      .returning({ id: categories.id });
    await db.insert(items).values({
      merchantId: idOf('ogpraca'),
      categoryId: category?.id as string,
      name: 'Lasanha',
      priceCents: 4200,
    });
    return { praca: idOf('ogpraca'), ze: idOf('ogzebar'), svg: idOf('ogsvg01') };
  });
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    return res.body;
  };

  it.each(['/c/ogpraca', '/c/OGPRACA', '/catalog?merchant={praca}'])(
    '%s names the restaurant, its description and cover, with the short link as its address',
    async (template) => {
      const html = await page(template.replace('{praca}', world.praca));
      expect(og(html, 'title')).toBe('Cantina da Praça');
      expect(og(html, 'description')).toBe('Massas frescas & vinhos na praça.');
      expect(og(html, 'image')).toBe(`${PUBLIC_URL}/uploads/cover-praca.webp`);
      expect(og(html, 'url')).toBe(`${PUBLIC_URL}/c/ogpraca`);
      expect(og(html, 'type')).toBe('website');
      expect(titleOf(html)).toEqual(['Cardápio de Cantina da Praça']);
      expect(tagValues(html, 'name', 'description')).toEqual(['Massas frescas & vinhos na praça.']);
      expect(tagValues(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      expect(tagValues(html, 'name', 'twitter:title')).toEqual(['Cantina da Praça']);
      expect(tagValues(html, 'name', 'twitter:image')).toEqual([`${PUBLIC_URL}/uploads/cover-praca.webp`]);
      expect(html).toContain('&amp; vinhos');
    },
  );

  it('/queue/join?merchant= invites to the restaurant’s queue', async () => {
    const html = await page(`/queue/join?merchant=${world.praca}`);
    expect(og(html, 'title')).toBe('Cantina da Praça');
    expect(og(html, 'description')).toBe(
      'Entre na fila de Cantina da Praça pelo celular e acompanhe a sua vez.',
    );
    expect(og(html, 'url')).toBe(`${PUBLIC_URL}/queue/join?merchant=${world.praca}`);
    expect(og(html, 'image')).toBe(`${PUBLIC_URL}/uploads/cover-praca.webp`);
    expect(titleOf(html)).toEqual(['Entrar na fila de Cantina da Praça | SuaVez']);
  });

  it('escapes a hostile name: nothing breaks out of the tag; an icon alone gets the small card', async () => {
    const html = await page(`/queue/join?merchant=${world.ze}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"do Zé"');
    expect(og(html, 'title')).toBe('Bar "do Zé" <script>alert(1)</script>');
    expect(titleOf(html)).toEqual(['Entrar na fila de Bar "do Zé" <script>alert(1)</script> | SuaVez']);
    expect(og(html, 'image')).toBe('https://cdn.example.com/ze.png');
    expect(tagValues(html, 'name', 'twitter:card')).toEqual(['summary']);
    const menu = await page('/c/ogzebar');
    expect(og(menu, 'description')).toBe('Confira o cardápio de Bar "do Zé" <script>alert(1)</script>');
  });

  it('gives an SVG picture (which previews do not draw) way to the site image', async () => {
    const html = await page('/c/ogsvg01');
    expect(og(html, 'title')).toBe('Só Desenhos');
    expect(og(html, 'image')).toBe(SITE_IMAGE);
    expect(touchIconsOf(html)).toEqual(['/icons/apple-touch-icon.png']);
  });

  it("a restaurant's pages carry its icon as the home-screen icon; other pages the site's", async () => {
    expect(touchIconsOf(await page('/c/ogpraca'))).toEqual([`${PUBLIC_URL}/uploads/icon-praca.webp`]);
    expect(touchIconsOf(await page(`/queue/join?merchant=${world.ze}`))).toEqual([
      'https://cdn.example.com/ze.png',
    ]);
    expect(touchIconsOf(await page('/'))).toEqual(['/icons/apple-touch-icon.png']);
  });

  it('the cover and icon the owner sets (docs/photos.md#cover-and-icon) are what the links preview', async () => {
    const owner = await createMerchantFixture(t.app, { name: 'Bistrô das Fotos' });
    const uploadAs = async (kind: 'cover' | 'icon', seed: number) => {
      const { payload, headers } = multipartBody({ bytes: await makePhoto('png', undefined, { seed }) });
      const res = await callAs(t, owner, 'POST', `/merchant/photos?kind=${kind}`, payload, { headers });
      return (res.json() as { url: string }).url;
    };
    const cover = await uploadAs('cover', 11);
    const icon = await uploadAs('icon', 12);
    const url = `/catalog?merchant=${owner.merchantId}`;
    expect(og(await page(url), 'image')).toBe(SITE_IMAGE);

    const set = await callAs(t, owner, 'PATCH', `/merchant/appearance?id=${owner.merchantId}`, {
      cover,
      icon,
    });
    expect(set.statusCode, set.body).toBe(200);
    const html = await page(url);
    expect(og(html, 'title')).toBe('Bistrô das Fotos');
    expect(og(html, 'image')).toBe(`${PUBLIC_URL}${cover}`);
    expect(tagValues(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(touchIconsOf(html)).toEqual([`${PUBLIC_URL}${icon}`]);

    // Without the cover, the icon is the preview, on the small card.
    await callAs(t, owner, 'PATCH', `/merchant/appearance?id=${owner.merchantId}`, { cover: null });
    const iconOnly = await page(`/queue/join?merchant=${owner.merchantId}`);
    expect(og(iconOnly, 'image')).toBe(`${PUBLIC_URL}${icon}`);
    expect(tagValues(iconOnly, 'name', 'twitter:card')).toEqual(['summary']);
  });

  it('a blog post previews its title and description as an article', async () => {
    const post = blogPostSummaries[0];
    if (!post) throw new Error('no post');
    const html = await page(`/blog/${post.id}`);
    expect(og(html, 'title')).toBe(post.title);
    expect(og(html, 'description')).toBe(post.description);
    expect(og(html, 'type')).toBe('article');
    expect(og(html, 'url')).toBe(`${PUBLIC_URL}/blog/${post.id}`);
    expect(og(html, 'image')).toBe(SITE_IMAGE);
    expect(titleOf(html)).toEqual([`${post.title} | SuaVez`]);
  });

  it.each([
    '/c/naoexiste',
    '/c/x',
    '/catalog?merchant=00000000-0000-4000-8000-000000000000',
    '/catalog?merchant=nao-e-um-id',
    '/queue/join',
    '/blog/post-que-nao-existe',
    '/',
    '/merchant/hall',
  ])('%s keeps the generic preview, with absolute URLs', async (url) => {
    const html = await page(url);
    expect(og(html, 'title')).toBe('SuaVez');
    expect(og(html, 'description')).toMatch(/^SuaVez: fila virtual/);
    expect(og(html, 'image')).toBe(SITE_IMAGE);
    expect(og(html, 'url')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(titleOf(html)).toEqual(['SuaVez']);
  });

  it('answers HEAD with the length of the page and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/c/ogpraca' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const get = await t.app.inject({
      method: 'GET',
      url: '/c/ogpraca',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
  });

  it('robots.txt lets the public pages be crawled, not the merchant’s, the API or a diner’s own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /merchant',
      'Disallow: /queue',
      'Allow: /queue/join',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the site, the blog, each post and each real restaurant (search-visibility.test.ts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/blog`,
      `${PUBLIC_URL}/legal`,
      ...blogPostSummaries.map((post) => `${PUBLIC_URL}/blog/${post.id}`),
      `${PUBLIC_URL}/c/ogpraca`,
    ]);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(res.body).toContain(`<lastmod>${blogPostSummaries[0]?.publishedAt}</lastmod>`);
  });
});
