/**
 * Where a migrated PGlite cluster waits to be copied into a new data folder: a service started on
 * the copy skips PGlite's initdb, which runs in WebAssembly and costs about 8 CPU-seconds (5 s)
 * on this machine, against about one for the copy. Kept apart from the code that makes the
 * cluster (./pglite-template.ts), so the browser tests' config and `npm run lighthouse` read it
 * without loading PGlite.
 *
 * `npm test` names a folder for the whole run (scripts/test.mts): the unit tests make the cluster
 * there, and the browser tests' and Lighthouse's services start from it after them. Run on their
 * own, those steps find no cluster and their service starts on an empty folder.
 */
import fs from 'node:fs';

export const PGLITE_TEMPLATE = 'ORVYN_PGLITE_TEMPLATE';

/** Copies the migrated cluster, if one is there, into a new data folder (DATA_DIR). */
export function seedPglite(dataDir: string) {
  const template = process.env[PGLITE_TEMPLATE];
  if (template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
}
