/**
 * Jest's globalSetup: one PGlite cluster, made and migrated once per run of the unit tests, from
 * which every service a test starts on PGlite begins (`seedPglite`). PGlite's initdb, run in
 * WebAssembly, costs about 8 CPU-seconds (5 s) per cluster on this machine and a copy about one;
 * the tests start a dozen such services beside the build. The service's own first start on an
 * empty folder stays tested: tests/unit/durability.test.ts starts the real process on one, and so
 * does the browser tests' service.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, pgliteFolder } from '../../service/db';

const TEMPLATE = 'ORVYN_PGLITE_TEMPLATE';

export default async function makeTemplate() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-pglite-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  // Jest's workers start after this and inherit the environment.
  process.env[TEMPLATE] = pgliteFolder(dataDir);
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

/** Puts a copy of the migrated cluster into a new data folder (when Jest made one). */
export function seedPglite(dataDir: string) {
  const template = process.env[TEMPLATE];
  if (template) fs.cpSync(template, pgliteFolder(dataDir), { recursive: true });
}
