import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // node:sqlite (the sandbox backend) still prints an experimental warning on Node 22.
    execArgv: ['--disable-warning=ExperimentalWarning'],
  },
});
