// Copies the flag images (flag-icons) and coin logos (cryptocurrency-icons) the site shows into
// public/, so they are served from our own host. Run before `next dev` and `next build`.
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

// Coin logos (cryptocurrency-icons), named by lower-case symbol: /coins/btc.svg.
const coinsFrom = path.join(root, 'node_modules', 'cryptocurrency-icons', 'svg', 'color');
const coinsTo = path.join(root, 'public', 'coins');
fs.mkdirSync(coinsTo, { recursive: true });
const logos = fs.readdirSync(coinsFrom).filter((file) => file.endsWith('.svg'));
for (const file of logos) fs.copyFileSync(path.join(coinsFrom, file), path.join(coinsTo, file));
console.log(`copy-assets: ${logos.length} coin logos in public/coins`);
