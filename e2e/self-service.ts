import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import type { RestaurantOwner } from './own-restaurant';

// What the journeys of a restaurant on its own share (docs/email.md, docs/photos.md,
// docs/screens.md#links-and-qr-codes): signing up, a photo to upload, the QR poster's print view.

/** An owner who signs up: an e-mail no other run (nor another journey of this one) uses. */
export function newOwner(name: string, domain: string, password = 'senha-do-cadastro-1'): RestaurantOwner {
  const unique = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  return { name, email: `dono-${unique}@${domain}`, password };
}

/**
 * Fills the sign-up form of `/cadastro` (the page must show it) with `owner`, accepts the terms and sends it;
 * ends on the new restaurant's home, its name as the heading.
 */
export async function submitSignUp(page: Page, owner: RestaurantOwner): Promise<void> {
  await page.getByLabel('Nome do restaurante').fill(owner.name);
  await page.getByLabel('E-mail', { exact: true }).fill(owner.email);
  await page.getByLabel('Senha', { exact: true }).fill(owner.password);
  await page.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/merchant$/);
  // The first home of a new account, on a machine that may be busy.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: owner.name })).toBeVisible({
    timeout: 20_000,
  });
}

/** A plain-colour JPEG made now, as a camera would send it: a file to upload. */
export async function makeJpeg(
  width: number,
  height: number,
  background = { r: 200, g: 90, b: 40 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/**
 * Replaces `window.print` on the page (the browser's print dialog cannot be driven) with a counter that
 * {@link printCount} reads.
 */
export async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const printed = { count: 0 };
    Object.assign(window, { printed });
    window.print = () => {
      printed.count += 1;
    };
  });
}

/** How many times the page asked to print since {@link stubPrint}. */
export function printCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printed: { count: number } }).printed.count);
}

/**
 * The visible texts of the page outside the QR poster (`.merchant-qr-poster`): none on paper, once the page
 * is in print media (docs/screens.md#links-and-qr-codes).
 */
export function textsOutsidePoster(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const posterElement = document.querySelector('.merchant-qr-poster');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || posterElement?.contains(parent)) continue;
      if (parent.checkVisibility()) texts.push(node.textContent.trim());
    }
    return texts;
  });
}
