import { defineConfig } from '@playwright/test';

// Browser tests run on the system Chromium (Debian's `chromium`); this machine never downloads one.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// E2E_PORT lets several test runs share a machine: each gets its own server, data folder and build.
const port = Number(process.env.E2E_PORT ?? 3100);
// Pointing E2E_BASE_URL at a running server (vite preview, a deployment) skips starting one.
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

// scripts/test-e2e.mjs compiles the server once per run into API_DIST_DIR and the journeys run that build
// (what the container runs); `npx playwright test` alone goes through `npm start`, which builds when stale.
const compiledServer = process.env.API_DIST_DIR ? `${process.env.API_DIST_DIR}/server.js` : undefined;

export default defineConfig({
  testDir: 'e2e',
  // Runs on different E2E_PORTs keep their traces and screenshots apart.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  // Each journey runs on the devices its people use: consumers and visitors on a phone, the host and the
  // menu editor on a tablet, the public site and the menu editor on a desktop too.
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
      testMatch: [
        '**/consumer-*.spec.ts',
        '**/ordering-*.spec.ts',
        '**/public-menu.spec.ts',
        '**/landing-*.spec.ts',
        '**/legal-and-blog.spec.ts',
        '**/not-found.spec.ts',
        '**/hall-service.spec.ts',
        '**/languages-*.spec.ts',
      ],
    },
    {
      name: 'tablet',
      use: { viewport: { width: 820, height: 1180 }, hasTouch: true },
      // Bookings, WhatsApp and the integrations: the owner and the host on the tablet; the diner opens a
      // 390 px phone of its own.
      testMatch: [
        '**/merchant-*.spec.ts',
        '**/catalog.spec.ts',
        '**/hall-*.spec.ts',
        '**/bookings.spec.ts',
        '**/booking-deposit.spec.ts',
        '**/whatsapp.spec.ts',
        '**/integrations.spec.ts',
      ],
    },
    {
      // Sets each test's own phone or tablet (e2e/screens.spec.ts).
      name: 'screens',
      testMatch: ['**/screens.spec.ts'],
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: [
        '**/not-found.spec.ts',
        '**/landing-page.spec.ts',
        '**/legal-and-blog.spec.ts',
        '**/catalog.spec.ts',
      ],
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: compiledServer ? `node "${compiledServer}"` : 'node scripts/start.mjs',
        url: `http://127.0.0.1:${port}/health`,
        env: {
          PORT: String(port),
          DATA_DIR: `.tmp/e2e-data-${port}`,
          ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        },
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
