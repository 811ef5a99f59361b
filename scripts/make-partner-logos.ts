// Draws a logo for each (sample) partner of lib/data/partners.ts into public/partners/*.svg,
// committed: `npx tsx scripts/make-partner-logos.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { partnerLogoSize, partners, type Partner } from '../lib/data/partners';

const mark: Record<Partner['shape'], (c: string) => string> = {
  circle: (c) => `<circle cx="22" cy="22" r="16" fill="${c}"/><circle cx="22" cy="22" r="7" fill="#fff"/>`,
  square: (c) =>
    `<rect x="7" y="7" width="30" height="30" rx="8" fill="${c}"/><rect x="15" y="15" width="14" height="14" rx="3" fill="#fff"/>`,
  triangle: (c) => `<path d="M22 5 39 37H5Z" fill="${c}"/><path d="M22 19 29 32H15Z" fill="#fff"/>`,
  hex: (c) =>
    `<path d="M22 4 38 13v18l-16 9-16-9V13Z" fill="${c}"/><path d="M22 15l7 4v8l-7 4-7-4v-8Z" fill="#fff"/>`,
};

const dir = path.join(process.cwd(), 'public', 'partners');
fs.mkdirSync(dir, { recursive: true });
for (const p of partners) {
  const color = `hsl(${p.hue} 70% 40%)`;
  const { width, height } = partnerLogoSize(p.company);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${p.company}">${mark[p.shape](color)}<text x="48" y="28" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="700" fill="#1f1d3a">${p.company}</text></svg>\n`;
  fs.writeFileSync(path.join(dir, `${p.slug}.svg`), svg);
}
console.log(`wrote ${partners.length} partner logos to public/partners`);
