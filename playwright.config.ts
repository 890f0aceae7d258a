import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium where present (no browser download works here); PLAYWRIGHT_CHROMIUM overrides;
// elsewhere Playwright's own browser (`npx playwright install chromium`).
const executablePath = process.env['PLAYWRIGHT_CHROMIUM'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env['E2E_PORT'] ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      // Keep Chromium from calling home: no request may leave the machine in tests.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-default-apps', '--disable-domain-reliability'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
  ],
  webServer: {
    command: `node --disable-warning=ExperimentalWarning scripts/serve.ts`,
    // A fresh in-memory sandbox backend per run: tests create their own data.
    env: { PORT: String(port), HOST: '127.0.0.1', QUIET: '1', SANDBOX_DATABASE: ':memory:' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
