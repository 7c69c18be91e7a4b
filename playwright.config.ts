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
      // Every journey runs at the desktop width; at the phone width only the tests tagged
      // '@phone': those where the narrow layout changes what a person does (the side menu,
      // the filters, the agenda instead of the grid, forms, check-in and running late at the
      // door, the admin's phone cards). Running every test twice cost CI about 5 minutes of
      // its 30 for little the tagged ones do not check.
      grep: /@phone/,
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh temporary DATA_DIR with the demo content, removed when the server stops.
    command: 'node tests/e2e/web-server.mjs',
    url: `http://localhost:${PORT}/healthz`,
    env: { PORT: String(PORT), DEMO_CONTENT: '2021', NODE_ENV: 'production' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
