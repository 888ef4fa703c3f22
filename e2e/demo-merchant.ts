import { mkdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

/** The demo restaurant's login (README.md#two-commands). */
export const demoLogin = { email: 'demo@suavez.app', password: 'suavez123', shortId: 'praca' } as const;

/** The demo restaurant's name. */
export const demoName = 'Cantina da Praça';

/** A logged-in merchant, as the browser stores it. */
export interface MerchantLogin {
  accessToken: string;
  merchantId: string;
}

/**
 * Logs the demo merchant in through the API (`POST /api/account/login`, Basic auth) and stores the session
 * cookies the web app reads (access_token, merchant_id, email), on the server of `baseURL`. Login is rate
 * limited per address, so a journey logs in once.
 */
export async function loginAsDemoMerchant(context: BrowserContext, baseURL: string): Promise<MerchantLogin> {
  const basic = Buffer.from(`${demoLogin.email}:${demoLogin.password}`).toString('base64');
  const login = await context.request.post(`${baseURL}/api/account/login`, {
    headers: { authorization: `Basic ${basic}` },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const check = await context.request.get(`${baseURL}/api/account/validate`, {
    headers: { 'x-access-token': accessToken },
  });
  const { merchantId, email } = (await check.json()) as { merchantId: string; email: string };
  await context.addCookies(
    [
      ['access_token', accessToken],
      ['merchant_id', merchantId],
      ['email', encodeURIComponent(email)],
    ].map(([name = '', value = '']) => ({ name, value, url: baseURL, sameSite: 'Lax' as const })),
  );
  return { accessToken, merchantId };
}

/** The demo merchant's id, read from its short link (no login needed). */
export async function getDemoMerchantId(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/merchant/short?shortId=${demoLogin.shortId}`);
  return ((await res.json()) as { id: string }).id;
}

/** Activates one of the merchant's catalogs by name through the API (deactivating the others). */
export async function activateCatalogByName(
  request: APIRequestContext,
  login: MerchantLogin,
  name: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const list = await request.get(`/api/catalog/list?merchantId=${login.merchantId}`, { headers });
  const catalog = ((await list.json()) as { id: string; name: string }[]).find((c) => c.name === name);
  if (!catalog) throw new Error(`catalog ${name} not found`);
  await request.patch(`/api/catalog?merchantId=${login.merchantId}`, {
    headers,
    data: { id: catalog.id, name: catalog.name, active: true },
  });
}

const lockDir = fileURLToPath(
  new URL(`../.tmp/e2e-demo-catalog-${process.env.E2E_PORT ?? '3100'}.lock`, import.meta.url),
);
// A lock left by a killed run is taken over after this long (a journey holds it for seconds).
const staleLockMs = 90_000;

/**
 * Runs `work` while no other journey of this run changes or reads which demo catalog is active. The catalog
 * journey activates its own catalog for a moment; journeys that read the demo menu hold this lock so they
 * never see it. Workers are separate processes, so the lock is a directory (mkdir is atomic).
 */
export async function withDemoCatalogLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(fileURLToPath(new URL('../.tmp', import.meta.url)), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > staleLockMs)
          rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() > deadline) throw new Error('timed out waiting for the demo catalog lock');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** The demo merchant logged in through the API of the server at `origin`: its id, token and bearer header. */
export async function loginDemoThroughApi(
  request: APIRequestContext,
  origin: string,
): Promise<{ merchantId: string; accessToken: string; authorization: string }> {
  const basic = Buffer.from(`${demoLogin.email}:${demoLogin.password}`).toString('base64');
  const login = await request.post(`${origin}/api/account/login`, {
    headers: { authorization: `Basic ${basic}` },
  });
  if (!login.ok()) throw new Error(`demo login failed: ${login.status()} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return { merchantId: claims.merchant as string, accessToken, authorization: `Bearer ${accessToken}` };
}

/**
 * A new consumer (a random phone) joins the demo queue through the join page of the server at `origin`, as
 * a person does, and lands on /queue.
 */
export async function joinDemoQueueAsNewConsumer(
  page: Page,
  options: { origin: string; merchantId: string; name: string; slotLabel?: string },
): Promise<void> {
  await page.goto(`${options.origin}/queue/join?merchant=${options.merchantId}`);
  await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
  const digits = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByLabel('Seu número de celular').pressSequentially(digits);
  await page.getByLabel('Qual seu nome?').fill(options.name);
  await page.getByLabel('Mesa para quantos?').selectOption({ label: options.slotLabel ?? '2 pessoas' });
  await page.getByRole('button', { name: 'Entrar na fila' }).click();
  await expect(page).toHaveURL(`${options.origin}/queue`);
}
