import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { loadCatalogue } from '@/lib/i18n/i18n';
import { takeUnhandledRequests } from './api-mock';

// Every web test file runs this first (the root vitest.config.ts). A test fails when it logs a console error,
// or when its screen sent a request the test gave no answer for.

const consoleErrors: string[] = [];

function describeArgument(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

// Screens read their texts from the catalogues (lib/i18n): every test starts with the Portuguese ones, as a
// page does after its bundle has loaded. A test of another language switches with changeLanguage.
beforeAll(async () => {
  await Promise.all((['base', 'queue', 'status', 'menu', 'table', 'booking'] as const).map(loadCatalogue));

  // Component tests need a DOM; the other web tests keep Node's environment, where `document` is undefined.
  const file = expect.getState().testPath ?? '';
  if (file.endsWith('.tsx') && typeof document === 'undefined') {
    throw new Error(`${file} renders a screen: its first line must be // @vitest-environment happy-dom`);
  }
});

beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(describeArgument).join(' '));
  });
});

// Registered first, so it runs last: after the screen is unmounted, which may log too.
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  vi.unstubAllGlobals();
  const errors = consoleErrors.splice(0);
  const requests = takeUnhandledRequests();
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`);
  if (requests.length > 0) throw new Error(`requests without a mocked answer:\n${requests.join('\n')}`);
});

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // The consumer's `user` and the merchant's session cookies: each test sets its own.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what the screens stored through lib/cookies.ts.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
