import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The screenshot matrix of the /auth screens and modals (tests/visual): pictures for people to look
 * at, not a pass/fail visual diff. Runs against the built dist/ with a fresh in-memory sandbox, like
 * the browser tests: `npm run screenshots` (VISUAL_PORT, default 4477). Pictures land in
 * test-results/screens/{screen}-{width}-{theme}-{lang}.png.
 */
const executablePath = process.env['PLAYWRIGHT_CHROMIUM'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env['VISUAL_PORT'] ?? 4477);

export default defineConfig({
  testDir: 'tests/visual',
  // Its own output folder: the default (test-results/) is emptied at the start of every run, which
  // would take the browser tests' results, and the screens themselves, with it.
  outputDir: 'test-results/visual-output',
  fullyParallel: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  retries: 0,
  reporter: 'list',
  timeout: 90_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // A missing control ends its step soon (the screen is skipped with a note), not the whole test.
    actionTimeout: 15_000,
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      // Keep Chromium from calling home: no request may leave the machine.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-default-apps', '--disable-domain-reliability'],
    },
  },
  // Widths, themes and languages are the spec's own matrix; one desktop project drives them all.
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node --disable-warning=ExperimentalWarning scripts/serve.ts`,
    // A fresh in-memory sandbox backend per run: the screens create their own data.
    env: { PORT: String(port), HOST: '127.0.0.1', QUIET: '1', SANDBOX_DATABASE: ':memory:' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
