import { test as bare, expect as bareExpect } from '@playwright/test';
import { demoName, getDemoMerchantId } from './demo-merchant';
import { expect, test } from './fixtures';

// Before any script runs (a slow phone still downloading the app, or scripts off), a restaurant's pages
// already show its name: the server draws it over a skeleton (apps/api/src/modules/page-meta). Without
// scripts there is no console to watch and axe cannot run: the bare test.
bare.describe('without JavaScript', () => {
  bare.use({ javaScriptEnabled: false });

  bare('the join page and the short link’s menu show the restaurant’s name', async ({ page, request }) => {
    const merchantId = await getDemoMerchantId(request);
    await page.goto(`/queue/join?merchant=${merchantId}`);
    await bareExpect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    await page.goto('/c/praca');
    await bareExpect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
  });
});

test('the app replaces the skeleton with the join form, with no console error', async ({ page, request }) => {
  const merchantId = await getDemoMerchantId(request);
  await page.goto(`/queue/join?merchant=${merchantId}`);
  await expect(page.getByRole('textbox', { name: /nome/i }).first()).toBeVisible();
  await expect(page.locator('#boot-skeleton')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: demoName })).toHaveCount(1);
});
