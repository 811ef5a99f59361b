/**
 * Marks the long sweeps that assert no timing (every page with axe, every language's fonts):
 * `npm test` runs them at low CPU priority beside the other browser tests and Lighthouse, in the
 * CPU those leave (scripts/test.mts). `npm run test:e2e` runs them all.
 */
export const SWEEP_TAG = '@sweep';
