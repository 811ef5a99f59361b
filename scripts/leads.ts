// The site owner's export of stored leads:
//   npm run leads -- export --kind demo|contact|newsletter|ebook|fraud [--format csv|json] [--out FILE]
// While the service runs it asks the service (PGlite admits one process at a time), with the
// admin token from ADMIN_TOKEN or DATA_DIR/admin-token; otherwise it opens the database itself.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../service/db';
import { readEnv } from '../service/env';
import { exportLeads, leadKinds, type ExportFormat } from '../service/leads-export';
import { createLeadsRepository, type LeadKind } from '../service/repositories/leads';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
    },
  });
  const kind = values.kind as LeadKind;
  const format = values.format as ExportFormat;
  if (positionals[0] !== 'export' || !leadKinds.includes(kind) || !['csv', 'json'].includes(format)) {
    console.error(
      `usage: npm run leads -- export --kind ${leadKinds.join('|')} [--format csv|json] [--out FILE]`,
    );
    process.exit(2);
  }
  const env = readEnv();
  let body: string | null = null;
  const tokenFile = path.join(env.DATA_DIR, 'admin-token');
  const token =
    env.ADMIN_TOKEN ?? (fs.existsSync(tokenFile) ? fs.readFileSync(tokenFile, 'utf8').trim() : undefined);
  try {
    const res = await fetch(`http://127.0.0.1:${env.PORT}/admin/leads?kind=${kind}&format=${format}`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    if (!res.ok) throw new Error(`the service answered ${res.status}: ${await res.text()}`);
    body = await res.text();
  } catch (error) {
    const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
    if (!refused) throw error;
    // No service running: read the database directly.
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      body = await exportLeads(createLeadsRepository(database.db), kind, format);
    } finally {
      await database.close();
    }
  }
  if (values.out) {
    fs.writeFileSync(values.out, body);
    console.error(`leads: wrote ${kind} leads to ${values.out}`);
  } else process.stdout.write(body);
}

main().catch((error: unknown) => {
  console.error(`leads: ${(error as Error).message}`);
  process.exit(1);
});
