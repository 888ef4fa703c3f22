import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '#api/db/seed/demo.seed';
import { linkTokenOf, newSignup, postAccount, postSignup, readEmails } from '#test/account-test-helpers';
import { createTestCategory, createTestItem, type TestMerchant } from '#test/catalog-test-fixtures';
import { readPageRobots, readSitemapPaths, useWebDist } from '#test/page-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

// docs/screens.md#search-engines: a restaurant is in sitemap.xml, and its pages may be indexed, only once
// it is real: its owner's e-mail confirmed (an operator's restaurant counts as confirmed) and an item on
// its menu. Until then its menu, catalog and queue pages say 'noindex', in the head and in X-Robots-Tag.

const PUBLIC_URL = 'https://www.suavez.app';
const dist = useWebDist();
const t = useTestApp({ config: { webDistDir: dist, publicUrl: PUBLIC_URL } });
// On the empty database, first: the demo data loads only there.
const demo = useFixture(async () => {
  const seeded = await seedDemoData(t.database.db);
  return { merchantId: seeded.merchantId as string, shortId: seeded.shortId };
});

/** A restaurant's public pages: its menu's short link, its catalog and its queue's join page. */
const pagesOf = (restaurant: { merchantId: string; shortId: string }) => [
  `/c/${restaurant.shortId}`,
  `/catalog?merchant=${restaurant.merchantId}`,
  `/queue/join?merchant=${restaurant.merchantId}`,
];

/** Whether the restaurant is listed and each of its pages may be indexed (both must agree). */
async function isPublic(restaurant: { merchantId: string; shortId: string }): Promise<boolean> {
  const listed = (await readSitemapPaths(t, PUBLIC_URL)).includes(`/c/${restaurant.shortId}`);
  for (const url of pagesOf(restaurant)) {
    const robots = await readPageRobots(t, url);
    expect(robots, url).toEqual(
      listed ? { meta: [], header: undefined } : { meta: ['noindex'], header: 'noindex' },
    );
  }
  return listed;
}

/** A restaurant signed up through the API, signed in as its owner. */
async function signUp(): Promise<TestMerchant & { shortId: string; email: string }> {
  const body = newSignup();
  const res = await postSignup(t, body, `10.6.0.${Math.floor(Math.random() * 250) + 1}`);
  if (res.statusCode !== 201) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  const { accessToken, merchantId, shortId } = res.json();
  return { merchantId, shortId, email: body.email, authorization: `Bearer ${accessToken}` };
}

/** Opens the link of the confirmation e-mail the sign-up sent. */
async function confirmEmail(email: string): Promise<void> {
  const [message] = await readEmails(t, email);
  const token = linkTokenOf(message?.text ?? '', '/confirmar-email');
  const res = await postAccount(t, '/email/confirm', { token });
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
}

/** Puts a first item on the restaurant's menu (the sign-up's empty, active 'Cardápio'); answers its id. */
async function addFirstItem(restaurant: TestMerchant): Promise<string> {
  const catalog = await callAs(t, null, 'GET', `/catalog?merchantId=${restaurant.merchantId}`);
  const categoryId = await createTestCategory(t, restaurant, catalog.json().id, 'Massas');
  return createTestItem(t, restaurant, categoryId, { name: 'Lasanha', price: 42 });
}

describe('a restaurant in search engines', () => {
  it('the demo restaurant (made by an operator, with its menu) is listed and indexable', async () => {
    expect(demo.shortId).toBe('praca');
    expect(await isPublic(demo)).toBe(true);
  });

  it('a sign-up is hidden until its e-mail is confirmed and its menu has an item, then listed', async () => {
    const restaurant = await signUp();
    expect(await isPublic(restaurant)).toBe(false);

    await confirmEmail(restaurant.email);
    expect(await isPublic(restaurant)).toBe(false);

    const itemId = await addFirstItem(restaurant);
    expect(await isPublic(restaurant)).toBe(true);

    // An item off the menu is no item: hidden again until one is back.
    const off = await callAs(t, restaurant, 'PATCH', '/item', { id: itemId, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await isPublic(restaurant)).toBe(false);
  });

  it('an item alone is not enough: the owner must confirm the e-mail', async () => {
    const restaurant = await signUp();
    await addFirstItem(restaurant);
    expect(await isPublic(restaurant)).toBe(false);
    await confirmEmail(restaurant.email);
    expect(await isPublic(restaurant)).toBe(true);
  });

  it.each([
    '/c/naoexiste',
    '/c/x',
    `/catalog?merchant=${randomUUID()}`,
    '/catalog',
    `/queue/join?merchant=${randomUUID()}`,
    '/queue/join',
  ])('%s, a restaurant page without a restaurant, says noindex', async (url) => {
    expect(await readPageRobots(t, url)).toEqual({ meta: ['noindex'], header: 'noindex' });
  });

  it.each(['/', '/blog', '/legal'])('%s may be indexed', async (url) => {
    expect(await readPageRobots(t, url)).toEqual({ meta: [], header: undefined });
  });
});
