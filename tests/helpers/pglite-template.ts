/**
 * Jest's globalSetup: one PGlite cluster, made and migrated once per run of the unit tests, from
 * which every service a test starts on PGlite begins (`seedPglite`, ./pglite-seed.ts); the tests
 * start a dozen such services beside the build. In `npm test` the cluster is made in the folder
 * the run names and outlives the unit tests, for the browser tests' and Lighthouse's services.
 * The service's own first start on an empty folder stays tested: tests/unit/durability.test.ts
 * starts the real process on one, and so do the browser tests run on their own.
 */
import fs from 'node:fs';
import { openDatabase } from '../../service/db';
import { PGLITE_TEMPLATE } from './pglite-seed';
import { tempFolder } from './temp';

export default async function makeTemplate() {
  const named = process.env[PGLITE_TEMPLATE];
  if (named && fs.existsSync(named)) return;
  // Made beside its place and moved there whole: a run stopped midway leaves no half cluster.
  const dataDir = named ? fs.mkdtempSync(`${named}-`) : tempFolder('orvyn-pglite-template-');
  const database = await openDatabase({ dataDir });
  await database.close();
  if (named) {
    fs.renameSync(dataDir, named);
    return;
  }
  // Jest's workers start after this and inherit the environment.
  process.env[PGLITE_TEMPLATE] = dataDir;
}
