import type { Page } from '@playwright/test';
import { type ConsumerServer, runDemoHistory, startConsumerServer } from './consumer-server';
import { joinDemoQueueAsNewConsumer, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// The consumer sees their place in line and how long it will take (docs/wait-estimates.md). The server starts
// on a data folder the admin command line has first given weeks of simulated history (`demo:history`), so the
// estimate has something to learn from; without it the page shows no number.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startConsumerServer(
    'consumer-estimate',
    { FEATURE_SMS_VERIFICATION: 'false' },
    { prepare: (env) => runDemoHistory(env, { weeks: 8, seed: 11 }) },
  );
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

/** What the API says of the page's consumer: its position and estimate, read with the page's own cookie. */
async function readOwnEntry(page: Page) {
  const consumerId = (await page.context().cookies(origin)).find((cookie) => cookie.name === 'user')?.value;
  const res = await page.request.get(`${origin}/api/queue?consumerId=${consumerId}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as {
    position: number;
    waitEstimate: { minMinutes: number; maxMinutes: number } | null;
  };
}

test('a consumer sees their place in line and the estimated wait learned from the history', async ({
  page,
  browser,
  a11y,
  browserErrors,
}) => {
  // Expected answers the page reads past: no active entry yet, nothing to rate yet.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const { merchantId } = await loginDemoThroughApi(page.request, origin);

  await test.step('the first consumer is the 1st in line, with a range of minutes', async () => {
    await joinDemoQueueAsNewConsumer(page, { origin, merchantId, name: 'Paula' });
    await expect(page.getByText('Você é o 1º da fila')).toBeVisible();
    const entry = await readOwnEntry(page);
    expect(entry.position).toBe(1);
    // Weeks of history: a party of two with nobody ahead always has an estimate.
    expect(entry.waitEstimate).not.toBeNull();
    const { minMinutes, maxMinutes } = entry.waitEstimate as { minMinutes: number; maxMinutes: number };
    const text = minMinutes === 0 ? `até ${maxMinutes} min` : `entre ${minMinutes} e ${maxMinutes} min`;
    await expect(page.getByText(`Tempo estimado: ${text}`)).toBeVisible();
    await a11y.check();
  });

  await test.step('a second consumer is the 2nd in line, with their own estimate', async () => {
    const context = await browser.newContext();
    const second = await context.newPage();
    try {
      await joinDemoQueueAsNewConsumer(second, { origin, merchantId, name: 'Rui', slotLabel: '4 pessoas' });
      await expect(second.getByText('Você é o 2º da fila')).toBeVisible();
      await expect(second.getByText(/^Tempo estimado: (entre \d+ e \d+|até \d+) min$/)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
