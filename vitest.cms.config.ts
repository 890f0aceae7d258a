import { defineConfig } from 'vitest/config';

// The content service's own tests (tests/cms/): a real Strapi 5, the sync against it, a publish
// through it. Minutes each, run by .ci/run after `npm test` (npm run test:cms).
export default defineConfig({
  test: {
    include: ['tests/cms/**/*.test.ts'],
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
