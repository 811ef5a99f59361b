// Draws the app's screens as English SVG mock-ups for the media kit (public/images/screens/*.svg,
// committed; the product-images zip, scripts/make-media-kit.ts): `npx tsx scripts/make-screens.ts`.
// The home page draws the same screens in HTML in each language (components/home/PhoneScreen.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { brand } from '../lib/config';

const { blue, lime } = brand.colors;
const ink = '#0d0b26';
const soft = '#eeedfc';

const frame = (
  title: string,
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 480" role="img" aria-label="${title}">
<rect x="4" y="4" width="232" height="472" rx="34" fill="${ink}"/>
<rect x="14" y="14" width="212" height="452" rx="26" fill="#fff"/>
<rect x="90" y="22" width="60" height="10" rx="5" fill="${ink}"/>
<text x="30" y="66" font-family="Arial,Helvetica,sans-serif" font-size="15" font-weight="700" fill="${ink}">${title}</text>
${body}
<rect x="30" y="424" width="180" height="28" rx="14" fill="${soft}"/>
<circle cx="62" cy="438" r="6" fill="${blue}"/><circle cx="120" cy="438" r="6" fill="#b9b6e6"/><circle cx="178" cy="438" r="6" fill="#b9b6e6"/>
</svg>
`;

const row = (y: number, label: string, value: string, color = ink) =>
  `<rect x="30" y="${y}" width="180" height="44" rx="12" fill="${soft}"/><circle cx="52" cy="${y + 22}" r="11" fill="${color}"/><text x="72" y="${y + 27}" font-family="Arial,Helvetica,sans-serif" font-size="12" fill="${ink}">${label}</text><text x="200" y="${y + 27}" text-anchor="end" font-family="Arial,Helvetica,sans-serif" font-size="12" font-weight="700" fill="${ink}">${value}</text>`;

const button = (y: number, label: string) =>
  `<rect x="30" y="${y}" width="180" height="42" rx="21" fill="${lime}"/><text x="120" y="${y + 26}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" fill="${ink}">${label}</text>`;

const screens: Record<string, string> = {
  wallet: frame(
    'Wallet',
    `<rect x="30" y="84" width="180" height="110" rx="18" fill="${blue}"/><text x="46" y="114" font-family="Arial,Helvetica,sans-serif" font-size="11" fill="#c9c5ff">Total balance</text><text x="46" y="150" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="700" fill="#fff">$2,480.15</text><rect x="46" y="166" width="60" height="14" rx="7" fill="${lime}"/>
${row(210, 'Bitcoin', '0.021', '#f7931a')}${row(262, 'Ethereum', '0.48', '#627eea')}${row(314, 'Tether', '640.00', '#26a17b')}${row(366, 'Solana', '3.20', '#9945ff')}`,
  ),
  send: frame(
    'Send to a number',
    `<rect x="30" y="90" width="180" height="48" rx="12" fill="${soft}"/><text x="44" y="119" font-family="Arial,Helvetica,sans-serif" font-size="14" fill="${ink}">+44 7700 900123</text>
<text x="120" y="200" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" fill="${ink}">25 USDT</text><text x="120" y="224" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="11" fill="#6b6890">Fee 1 USDT · arrives in under 2 min</text>
${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<circle cx="${72 + c * 48}" cy="${262 + r * 40}" r="15" fill="${soft}"/>`).join('')).join('')}${button(376, 'Send now')}`,
  ),
  offline: frame(
    'Offline payment',
    `<rect x="30" y="86" width="180" height="120" rx="18" fill="${soft}"/><path d="M80 170 L120 118 L160 170 Z" fill="none" stroke="${blue}" stroke-width="6" stroke-linejoin="round"/><line x1="70" y1="112" x2="170" y2="190" stroke="#e5484d" stroke-width="5" stroke-linecap="round"/>
<text x="120" y="236" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="12" fill="${ink}">Enter the code we sent by SMS</text>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${36 + i * 29}" y="254" width="24" height="34" rx="6" fill="${i < 4 ? blue : soft}"/>`).join('')}${button(376, 'Confirm payment')}`,
  ),
  swap: frame(
    'Swap',
    `${row(90, 'You pay', '0.10 ETH', '#627eea')}<circle cx="120" cy="156" r="16" fill="${lime}"/><path d="M114 150v12m0 0-4-4m4 4 4-4M126 162v-12m0 0-4 4m4-4 4 4" stroke="${ink}" stroke-width="2" fill="none"/>${row(178, 'You get', '312.40 USDC', '#2775ca')}
<text x="30" y="260" font-family="Arial,Helvetica,sans-serif" font-size="11" fill="#6b6890">Swap fee 0.5% + network fee</text>${button(376, 'Swap')}`,
  ),
  p2p: frame(
    'P2P market',
    `${row(86, 'Amina · 4.9★', '1.01 USD', '#ff6b35')}${row(138, 'Kofi · 4.8★', '1.00 USD', '#12b886')}${row(190, 'Lena · 5.0★', '1.02 USD', '#845ef7')}${row(242, 'Raj · 4.7★', '0.99 USD', '#f59f00')}
<text x="30" y="320" font-family="Arial,Helvetica,sans-serif" font-size="11" fill="#6b6890">Fee ≤ 0.5%, only when a trade completes</text>${button(376, 'Buy USDT')}`,
  ),
  pay: frame(
    'Scan to pay',
    `<rect x="50" y="90" width="140" height="140" rx="16" fill="${soft}"/>${[0, 1, 2, 3, 4, 5, 6]
      .map((r) =>
        [0, 1, 2, 3, 4, 5, 6]
          .map((c) =>
            ((r * 7 + c) * 37) % 5 < 2 || (r < 2 && c < 2) || (r > 4 && c < 2) || (r < 2 && c > 4)
              ? `<rect x="${66 + c * 16}" y="${106 + r * 16}" width="14" height="14" rx="2" fill="${ink}"/>`
              : '',
          )
          .join(''),
      )
      .join('')}
<text x="120" y="262" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="12" fill="${ink}">Or tap your phone (NFC)</text><path d="M106 290c8 8 8 22 0 30M116 284c12 12 12 30 0 42M126 278c16 16 16 38 0 54" stroke="${blue}" stroke-width="4" fill="none" stroke-linecap="round"/>${button(376, 'Pay 18.50 USDC')}`,
  ),
};

const dir = path.join(process.cwd(), 'public', 'images', 'screens');
fs.mkdirSync(dir, { recursive: true });
for (const [name, svg] of Object.entries(screens)) fs.writeFileSync(path.join(dir, `${name}.svg`), svg);
console.log(`wrote ${Object.keys(screens).length} screens to public/images/screens`);
