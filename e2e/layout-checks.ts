import type { Locator, Page } from '@playwright/test';
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

/** A control the layout check found wrong: what it is and why. */
interface ControlProblem {
  control: string;
  problem: string;
}

/**
 * What a person can touch on the screen as it is now (docs/screens.md#layout), in the open dialog when one
 * is open: every visible control lies inside the screen's width (nothing cut; a row that scrolls sideways on
 * purpose, such as the menu's categories, only has to start on the screen), no other element covers its
 * middle once it is scrolled to the middle of its scrolling box (a bar fixed to an edge may before), and each one is
 * a target of at least 44 × 44 px: a checkbox or switch counts with its label, a link inside a sentence
 * is exempt (WCAG 2.5.8's inline exception).
 */
export async function expectTouchableControls(page: Page, { soft = false } = {}): Promise<void> {
  const problems: ControlProblem[] = await page.evaluate(async () => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=switch]',
      '[role=button]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ');
    const dialogs = Array.from(
      document.querySelectorAll<HTMLElement>('.modal, .offcanvas, [aria-modal="true"]'),
    ).filter((dialog) => dialog.getClientRects().length > 0 && getComputedStyle(dialog).display !== 'none');
    const root = dialogs.at(-1) ?? document.body;
    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ||
        element.textContent?.trim() ||
        (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        element.id ||
        element.tagName
      ).slice(0, 60);
    const isShown = (element: HTMLElement) => {
      if (element.getClientRects().length === 0) return false;
      const style = getComputedStyle(element);
      return (
        style.visibility !== 'hidden' && Number(style.opacity) > 0 && !element.closest('[aria-hidden=true]')
      );
    };
    /** The box a finger aims at: a checkbox's or radio's with its label. */
    const targetOf = (element: HTMLElement): HTMLElement => {
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        return (
          (element.closest('.form-check, label') as HTMLElement | null) ?? element.labels?.[0] ?? element
        );
      }
      return element;
    };
    const scrollerOf = (element: HTMLElement): HTMLElement | null => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth + 1)
          return node;
      }
      return null;
    };
    const isInlineLink = (element: HTMLElement) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      !element.classList.contains('btn') &&
      !element.classList.contains('nav-link');
    const coveringOf = (element: HTMLElement): Element | null => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return null;
      const hit = document.elementFromPoint(x, y);
      if (!hit || element.contains(hit) || hit.contains(element)) return null;
      if (
        element instanceof HTMLInputElement &&
        Array.from(element.labels ?? []).some((label) => label.contains(hit))
      )
        return null;
      return hit;
    };
    const found: { control: string; problem: string }[] = [];
    const seenTargets = new Set<HTMLElement>();
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      const target = targetOf(element);
      if (!isShown(target) || seenTargets.has(target)) continue;
      seenTargets.add(target);
      if (element.closest('.Toastify')) continue; // the toasts are checked on their own
      const name = nameOf(element);
      const box = target.getBoundingClientRect();
      const scroller = scrollerOf(target);
      const edges = (scroller ?? target).getBoundingClientRect();
      const isCut = scroller
        ? edges.left < -0.5 || edges.left > window.innerWidth
        : box.left < -0.5 || box.right > window.innerWidth + 0.5;
      if (isCut)
        found.push({ control: name, problem: `cut (${Math.round(box.left)}..${Math.round(box.right)})` });
      if (!isInlineLink(element) && (box.width < 43.5 || box.height < 43.5))
        found.push({ control: name, problem: `${Math.round(box.width)}×${Math.round(box.height)} px` });
      let cover = coveringOf(target);
      if (cover) {
        // Under a bar fixed to the screen's (or a scrolling dialog's) edge: a person scrolls it out first.
        target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        cover = coveringOf(target);
      }
      if (cover)
        found.push({
          control: name,
          problem: `covered by <${cover.tagName.toLowerCase()} class="${cover.className}">`,
        });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return found;
  });
  (soft ? expect.soft : expect)(
    problems,
    `controls cut, covered or smaller than 44 px on ${page.url()}`,
  ).toEqual([]);
}

/** Visible controls of `selector` smaller than 44 × 44 px, by name (docs/screens.md#layout). */
export async function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 43.5 || box.width < 43.5))
      .map(
        ({ node, box }) =>
          `${node.textContent?.trim() || node.id} (${Math.round(box.width)}×${Math.round(box.height)})`,
      ),
  );
}

/**
 * The box of each of `locators` lies inside the viewport's width (nothing of it cut at either side), and the
 * page's visible text holds `text` exactly once.
 */
export async function expectWithinWidthAndOnce(page: Page, locators: Locator[], text: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const locator of locators) {
    const box = await locator.boundingBox();
    expect(box, `${locator} has a box`).not.toBeNull();
    expect(box?.x ?? -1, `${locator} starts inside the page`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${locator} ends inside ${width} px`).toBeLessThanOrEqual(
      width,
    );
  }
  const shown = await page.evaluate(() => document.body.innerText);
  expect(shown.split(text).length - 1, `'${text}' on the page`).toBe(1);
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
