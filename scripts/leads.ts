// The site owner's work on stored leads:
//   npm run leads -- export --kind demo|contact|newsletter|ebook|fraud [--format csv|json] [--out FILE]
//   npm run leads -- forget --email ADDRESS   (deletes every record of the address, prints what)
// While the service runs it asks the service (PGlite admits one process at a time), with the
// admin token from ADMIN_TOKEN or DATA_DIR/admin-token; otherwise it opens the database itself.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailRequestSchema } from '../lib/forms';
import { openDatabase, type Database } from '../service/db';
import { readEnv, type Env } from '../service/env';
import { exportLeads, leadKinds, type ExportFormat } from '../service/leads-export';
import { createLeadsRepository, type LeadKind } from '../service/repositories/leads';
import {
  createPrivacyRepository,
  describeDeleted,
  type DeletedCounts,
} from '../service/repositories/privacy';

const usage = [
  `usage: npm run leads -- export --kind ${leadKinds.join('|')} [--format csv|json] [--out FILE]`,
  '       npm run leads -- forget --email ADDRESS',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/**
 * Asks the running service; null when none listens on PORT (then the caller opens the
 * database itself).
 */
async function askService(env: Env, url: string, init: RequestInit = {}): Promise<Response | null> {
  const tokenFile = path.join(env.DATA_DIR, 'admin-token');
  const token =
    env.ADMIN_TOKEN ?? (fs.existsSync(tokenFile) ? fs.readFileSync(tokenFile, 'utf8').trim() : undefined);
  try {
    const res = await fetch(`http://127.0.0.1:${env.PORT}${url}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token ?? ''}` },
    });
    if (!res.ok) throw new Error(`the service answered ${res.status}: ${await res.text()}`);
    return res;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return null;
    throw error;
  }
}

async function withDatabase<T>(env: Env, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function exportCommand(env: Env, values: { kind?: string; format?: string; out?: string }) {
  const kind = values.kind as LeadKind;
  const format = values.format as ExportFormat;
  if (!leadKinds.includes(kind) || !['csv', 'json'].includes(format)) fail(usage);
  const res = await askService(env, `/admin/leads?kind=${kind}&format=${format}`);
  const body = res
    ? await res.text()
    : await withDatabase(env, (database) => exportLeads(createLeadsRepository(database.db), kind, format));
  if (values.out) {
    fs.writeFileSync(values.out, body);
    console.error(`leads: wrote ${kind} leads to ${values.out}`);
  } else process.stdout.write(body);
}

async function forgetCommand(env: Env, values: { email?: string }) {
  const parsed = emailRequestSchema.safeParse({ email: values.email });
  if (!parsed.success) fail(`leads: --email needs a valid e-mail address\n${usage}`);
  const { email } = parsed.data;
  const res = await askService(env, '/admin/forget', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const deleted: DeletedCounts = res
    ? ((await res.json()) as { deleted: DeletedCounts }).deleted
    : await withDatabase(env, (database) => createPrivacyRepository(database.db).forget(email));
  const { total, text } = describeDeleted(deleted);
  console.log(`leads: deleted ${total} record${total === 1 ? '' : 's'} of ${email}: ${text}`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const env = readEnv();
  if (positionals[0] === 'export') await exportCommand(env, values);
  else if (positionals[0] === 'forget') await forgetCommand(env, values);
  else fail(usage);
}

main().catch((error: unknown) => {
  console.error(`leads: ${(error as Error).message}`);
  process.exit(1);
});
