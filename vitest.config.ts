import { defineConfig } from 'vitest/config';
import { inlineScriptBundle } from './src/integrations/inline-script-bundle.ts';
import { stringParts } from './src/integrations/string-parts.ts';

export default defineConfig({
  // Tests import the inline scripts as pages get them: bundled from src/lib/inline/.
  plugins: [inlineScriptBundle(), stringParts()],
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // node:sqlite (the sandbox backend) still prints an experimental warning on Node 22.
    execArgv: ['--disable-warning=ExperimentalWarning'],
  },
});
