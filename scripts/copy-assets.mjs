// Copies the flag images the site shows from the flag-icons package into public/flags, so they
// are served from our own host. Run before `next dev` and `next build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const from = path.join(root, 'node_modules', 'flag-icons', 'flags', '4x3');
const to = path.join(root, 'public', 'flags', '4x3');

fs.mkdirSync(to, { recursive: true });
let copied = 0;
for (const file of fs.readdirSync(from)) {
  if (!file.endsWith('.svg')) continue;
  fs.copyFileSync(path.join(from, file), path.join(to, file));
  copied++;
}
console.log(`copy-assets: ${copied} flags in public/flags/4x3`);
