import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build (`npx react-router build` first), in the
 * system's Chromium (never a downloaded one), at a phone and a desktop width.
 */
// E2E_PORT lets two runs on one machine (several engineers) use different ports.
const PORT = Number(process.env.E2E_PORT ?? 3113);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // npm test gives each shard its own folder: a run empties its folder first.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // The machines are small and shared; one browser at a time keeps runs steady.
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Back-office journeys, ticket codes and the loading machinery run at the desktop width
      // only (CI stays under 30 minutes); the admin's phone layout keeps its checks in
      // admin-orders, running-late and checkin, and every public page runs at both widths.
      testIgnore: [
        /admin-(content|events|outbox|access-codes)\.spec\.ts/,
        /event-edit\.spec\.ts/,
        /speaker-self-edit\.spec\.ts/,
        /app-loading\.spec\.ts/,
        /ticket-codes\.spec\.ts/,
        // Sets both widths itself.
        /images\.spec\.ts/,
      ],
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh temporary DATA_DIR with the demo content, removed when the server stops.
    command: 'node tests/e2e/web-server.mjs',
    url: `http://localhost:${PORT}/healthz`,
    env: { PORT: String(PORT), DEMO_CONTENT: 'true', NODE_ENV: 'production' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
