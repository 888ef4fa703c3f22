import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what every screen must pass. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);

export interface A11y {
  /**
   * Checks the page as it is now: exactly one <main> and an h1 (waited for, so a lazy screen has
   * rendered), then axe; a serious or critical violation fails the test with the rule, impact, help and
   * target selectors. Call it on every page of a journey, after asserting its content, also after
   * client-side route changes. The end of every passing test checks the last page automatically.
   */
  check(page?: Page): Promise<void>;
}

export interface BrowserErrors {
  /**
   * Declares console errors the journey expects, e.g. Chromium's "Failed to load resource: … 404"
   * on a journey that visits an unknown short link. Everything else still fails the test.
   */
  allow(pattern: RegExp): void;
}

interface Fixtures {
  a11y: A11y;
  /** Fails the test when any page logs a console error or throws an uncaught error. */
  browserErrors: BrowserErrors;
}

export const test = base.extend<Fixtures>({
  browserErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allowed.some((pattern) => pattern.test(message.text()))) return;
        const { url, lineNumber } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        errors.push(`uncaught: ${error.stack ?? error.message}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'console errors or uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],

  a11y: [
    async ({ page }, use, testInfo) => {
      const a11y: A11y = {
        check: (target = page) => expectNoSeriousViolations(target),
      };
      await use(a11y);
      // The page a journey ends on is checked even if the test did not ask.
      if (testInfo.status === 'passed' && page.url() !== 'about:blank') {
        await test.step('accessibility of the last page', () => a11y.check(page));
      }
    },
    { auto: true },
  ],
});

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Also the sign that a lazy screen has rendered (the loading spinner has neither).
  await expect(page.getByRole('main'), 'every page has exactly one <main> landmark').toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }).first(), 'every page has an h1').toBeAttached();
  // A control that just changed variant (React reuses the element) is mid-way through Bootstrap's 0.15 s
  // colour transition: axe would measure the blend. Reduced motion turns the transitions off.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A toast still sliding in is at part opacity: wait for the finite animations on screen to end (a toast's
  // 5 s countdown bar and endless spinners excepted), at most 2 s.
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY &&
          !(animation instanceof CSSAnimation && animation.animationName.includes('trackProgress')),
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  // axe is the costliest step of a journey (a second or more per page on a busy machine): a page in exactly
  // the state already checked in this worker gives the same answer, so it is not checked twice.
  const state = createHash('sha256')
    .update(await pageState(page))
    .digest('hex');
  if (checkedStates.has(state)) {
    await page.emulateMedia({ reducedMotion: null });
    return;
  }
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const violations = results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${violation.id} [${violation.impact}]: ${violation.help} (${violation.helpUrl}) at ${targets}`;
    });
  expect(violations, `Accessibility violations on ${page.url()}`).toEqual([]);
  checkedStates.add(state);
}

/** Page states that passed axe in this worker (hashes of {@link pageState}). */
const checkedStates = new Set<string>();

/**
 * Everything axe's answer depends on: the address, the whole document, the viewport, the scroll, the focus
 * and the media the page's CSS can tell apart (the stylesheets are the build's, the same for every test).
 */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focus = document.activeElement
      ? Array.prototype.indexOf.call(document.getElementsByTagName('*'), document.activeElement)
      : -1;
    const media = ['(pointer: coarse)', '(hover: hover)', '(prefers-color-scheme: dark)']
      .map((query) => matchMedia(query).matches)
      .join();
    return [
      location.href,
      `${innerWidth}x${innerHeight}@${devicePixelRatio}`,
      `${scrollX},${scrollY}`,
      focus,
      media,
      document.documentElement.outerHTML,
    ].join('\n');
  });
}

/**
 * Closes the notifications on screen and waits until none is left: axe would catch one mid-animation, at
 * half opacity. The mouse leaves the toast corner afterwards: a toast that slides under a resting pointer
 * pauses its timer (pauseOnHover) and would stay forever; a toast may also close by itself (5 s) between
 * listing and clicking, hence the short click timeout and the retry.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Fechar notificação' });
  await expect(async () => {
    for (const button of await close.all()) await button.click({ timeout: 1_000 }).catch(() => undefined);
    await page.mouse.move(0, 0);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export { expect };
