import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  // One migrated PGlite cluster that each PGlite service of the tests copies (tests/helpers).
  globalSetup: '<rootDir>/tests/helpers/pglite-template.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testTimeout: 60_000,
  // `npm test` runs these beside the build; two workers keep both cores busy once the build ends.
  maxWorkers: 2,
};

// ES-module-only packages (next-intl, PGlite) load natively: `npm run test:unit` runs Jest
// with --experimental-vm-modules on Node 24, where Jest supports require(esm).
export default createJestConfig(config);
