import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '@/service/app';
import { openDatabase } from '@/service/db';
import { seedPglite } from './pglite-seed';
import { startPostgres, type ThrowawayPostgres } from './postgres';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';
export const databaseKinds: DatabaseKind[] = ['PGlite', 'PostgreSQL'];

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const SITE_ORIGIN = 'https://orvyn.example';

/**
 * Builds the real service on a fresh database of the given kind: PGlite in a temporary folder,
 * or a throwaway PostgreSQL cluster (null when PostgreSQL's binaries are not on the machine).
 */
export async function startService(kind: DatabaseKind, overrides: Partial<AppOptions> = {}) {
  let pg: ThrowawayPostgres | null = null;
  if (kind === 'PostgreSQL') {
    pg = await startPostgres();
    if (!pg) return null;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-data-'));
  if (kind === 'PGlite') seedPglite(dataDir);
  const database = await openDatabase({ url: pg?.url, dataDir });
  const app = await buildApp({
    database,
    publicUrl: 'http://127.0.0.1:8080',
    secret: 'test-secret-0123456789abcdef0123456789abcdef',
    adminToken: ADMIN_TOKEN,
    siteOrigins: [SITE_ORIGIN],
    ownerEmail: 'owner@orvyn.example',
    rateLimits: { ipPerMinute: 1000, emailPerHour: 1000 },
    ...overrides,
  });
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
  });
  return {
    app,
    database,
    /** Where the data lives, for a second process (the leads command) to open it once the app is closed. */
    dataDir,
    databaseUrl: pg?.url,
    async stop() {
      if (!closed) await app.close();
      pg?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
