// `npm run keys:generate [-- --out FILE]`: makes the Ed25519 key pair that signs the site's
// checksum list (README, "Signed checksums"). The private key goes to FILE (default
// ~/.config/<brand>/site-signing-key.pem, outside the repository, mode 600) and is never
// overwritten; the public key is printed for `siteSigning.publicKey` in lib/config.ts.
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brand } from '../lib/config';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(
  values.out ?? path.join(os.homedir(), '.config', brand.name.toLowerCase(), 'site-signing-key.pem'),
);
if (fs.existsSync(out)) {
  console.error(`keys: ${out} exists; it is kept (choose another path with --out FILE)`);
  process.exit(1);
}
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
fs.writeFileSync(out, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
console.log(`keys: private key written to ${out} (keep it secret and backed up; never commit it)

Public key, for siteSigning.publicKey in lib/config.ts:

${pem}
Then build with SITE_SIGNING_KEY=${out} npm run build`);
