import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Shared by the public-site journeys (landing, contact, promo, legal, blog).

/** Toast after a contact is stored (docs/screens.md#texts). */
export const contactSuccess = 'Recebemos suas informações. Logo entraremos em contato!';

/** Warning toast when the contact could not be sent (docs/screens.md#texts). */
export const contactFailure =
  'Tivemos um problema para receber seus dados. Envie um e-mail para contato@suavez.app, e retornaremos o mais rápido possível.';

/** The page fits the viewport's width: nothing scrolls sideways on a 390 px phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** The meta description and the Open Graph tags the page set for itself. */
export async function readMeta(page: Page) {
  return page.evaluate(() => {
    const read = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      description: read('meta[name="description"]'),
      ogTitle: read('meta[property="og:title"]'),
      ogDescription: read('meta[property="og:description"]'),
      ogImage: read('meta[property="og:image"]'),
    };
  });
}

/** A mobile number nobody else in this run sends, so the per-number limit never bites a rerun. */
export function uniquePhoneDigits(): string {
  const tail = String(Date.now() % 100_000_000).padStart(8, '0');
  return `119${tail}`;
}

/** The contact modal. */
export function contactDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Fale com a gente' });
}

/** Fills the two steps of the contact form and presses 'Enviar'. */
export async function submitContact(page: Page, phoneDigits: string, name: string): Promise<void> {
  const dialog = contactDialog(page);
  await dialog.getByLabel('Seu telefone').fill(phoneDigits);
  await dialog.getByRole('button', { name: 'Próximo' }).click();
  await dialog.getByLabel('Seu nome').fill(name);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
}
