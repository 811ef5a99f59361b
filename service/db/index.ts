import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(__dirname, 'migrations');
/** Key of the PostgreSQL advisory lock held while migrating. */
const MIGRATION_LOCK = 7_162_041;

/** Folder of the embedded PGlite cluster inside the service's data folder. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pg');

/**
 * Opens the database and applies the committed migrations: PostgreSQL when a URL is given,
 * otherwise the embedded PGlite in `dataDir/pg` (or in memory for `memory://`).
 * Throws, so start-up fails, when a migration fails.
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    // Copies of the service that start together migrate one at a time (a session lock).
    const session = await client.reserve();
    try {
      await session`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await session`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      session.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataPath = options.dataDir === 'memory://' ? 'memory://' : pgliteFolder(options.dataDir);
  if (dataPath !== 'memory://') fs.mkdirSync(dataPath, { recursive: true });
  const client = new PGlite(dataPath);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
