import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Checks of how a screen lays its text out (docs/screens.md#layout), measured in the browser.

/**
 * The page fits its width (nothing scrolls sideways), no word of `names` is split across two lines (long
 * names wrap between words), and no price ('R$ 1.234,56') breaks over two lines. A string's lines are the
 * distinct tops of its text's boxes.
 */
export async function expectTidyLayout(page: Page, names: readonly string[] = []): Promise<void> {
  const found = await page.evaluate((namesToCheck) => {
    const lineCount = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const tops = Array.from(range.getClientRects())
        .filter((box) => box.width > 0)
        .map((box) => Math.round(box.top));
      return new Set(tops).size;
    };
    const splitWords: string[] = [];
    const splitPrices: string[] = [];
    const seenNames = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      for (const match of text.matchAll(/R\$\s[\d.]+,\d{2}/g)) {
        if (lineCount(node, match.index, match.index + match[0].length) > 1) splitPrices.push(match[0]);
      }
      for (const name of namesToCheck) {
        const at = text.indexOf(name);
        if (at < 0) continue;
        seenNames.add(name);
        let offset = at;
        for (const word of name.split(' ')) {
          if (lineCount(node, offset, offset + word.length) > 1) splitWords.push(word);
          offset += word.length + 1;
        }
      }
    }
    return {
      overflowPx: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      splitWords,
      splitPrices,
      missingNames: namesToCheck.filter((name) => !seenNames.has(name)),
    };
  }, names);
  expect(found.overflowPx, `horizontal overflow in px on ${page.url()}`).toBeLessThanOrEqual(0);
  expect(found.missingNames, 'names expected on the page').toEqual([]);
  expect(found.splitWords, 'words of long names split across lines').toEqual([]);
  expect(found.splitPrices, 'prices broken across lines').toEqual([]);
}

/**
 * Every toast on screen, once it has stopped moving, stays clear of the words of the page's heading (its
 * first visible h1): a toast never hides what the page is.
 */
export async function expectToastsClearOfHeading(page: Page): Promise<void> {
  const toasts = page.locator('.Toastify__toast');
  await expect(toasts.first()).toBeVisible();
  await expect
    .poll(() => toasts.evaluateAll((nodes) => nodes.flatMap((node) => node.getAnimations()).length))
    .toBe(0);
  const overlaps = await page.evaluate(() => {
    const heading = Array.from(document.querySelectorAll('h1')).find((h1) => h1.getClientRects().length > 0);
    if (!heading) return ['no visible h1'];
    const range = document.createRange();
    range.selectNodeContents(heading);
    const words = range.getBoundingClientRect();
    return Array.from(document.querySelectorAll('.Toastify__toast'))
      .map((toast) => ({ text: toast.textContent ?? '', box: toast.getBoundingClientRect() }))
      .filter(
        ({ box }) =>
          box.left < words.right &&
          box.right > words.left &&
          box.top < words.bottom &&
          box.bottom > words.top,
      )
      .map(({ text }) => `'${text}' over '${heading.textContent}'`);
  });
  expect(overlaps, `toasts over the heading on ${page.url()}`).toEqual([]);
}

/**
 * Every toast on screen, once it has stopped moving, covers nothing the person needs: no visible button,
 * link, field or switch, nor the Pix code (its QR code and 'Pix copia e cola', marked `data-pix-code`).
 * Controls inside the toasts themselves (their close button) do not count.
 */
export async function expectToastsClearOfControls(page: Page): Promise<void> {
  const toasts = page.locator('.Toastify__toast');
  await expect(toasts.first()).toBeVisible();
  await expect(toasts).toHaveCount(1);
  await expect
    .poll(() => toasts.evaluateAll((nodes) => nodes.flatMap((node) => node.getAnimations()).length))
    .toBe(0);
  const overlaps = await page.evaluate(() => {
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], input, textarea, select, [role="switch"], [role="button"], [data-pix-code]',
      ),
    ).filter((node) => !node.closest('.Toastify') && node.getClientRects().length > 0);
    const name = (node: HTMLElement) =>
      node.getAttribute('aria-label') ||
      node.textContent?.trim().slice(0, 40) ||
      (node.id ? `#${node.id}` : node.tagName.toLowerCase());
    return Array.from(document.querySelectorAll('.Toastify__toast')).flatMap((toast) => {
      const box = toast.getBoundingClientRect();
      return controls
        .filter((node) => {
          const control = node.getBoundingClientRect();
          return (
            control.width > 0 &&
            control.height > 0 &&
            box.left < control.right &&
            box.right > control.left &&
            box.top < control.bottom &&
            box.bottom > control.top
          );
        })
        .map((node) => `'${toast.textContent}' over ${node.tagName.toLowerCase()} '${name(node)}'`);
    });
  });
  expect(overlaps, `toasts over controls on ${page.url()}`).toEqual([]);
}
