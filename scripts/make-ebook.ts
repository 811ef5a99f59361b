// Generates public/docs/rewards-guide.pdf, the rewards e-book that /rewards-and-referral offers
// and the service mails (POST /subscribe/sendpdfemail). Figures come from lib/rewards.ts and
// the brand from lib/config.ts; the output is committed: `npm run assets:ebook` after a change.
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { brand } from '../lib/config';
import { referralCode, rewards, rewardToken } from '../lib/rewards';

const labels: Record<(typeof rewards)[number]['id'], string> = {
  registration: 'Register with your mobile number',
  referral: 'Invite a friend who joins',
  transaction: 'Make a transaction',
  deposit: 'Make a deposit',
  kycBasic: 'Complete basic KYC',
  kycStandard: 'Complete standard KYC',
  kycEnhanced: 'Complete enhanced KYC',
};

function hex(color: string) {
  const n = parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

function paragraph(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  width: number,
) {
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width) {
      page.drawText(line, { x, y, size, font, color: rgb(0.15, 0.15, 0.25) });
      y -= size * 1.5;
      line = word;
    } else line = next;
  }
  if (line) page.drawText(line, { x, y, size, font, color: rgb(0.15, 0.15, 0.25) });
  return y - size * 2;
}

async function main() {
  const pdf = await PDFDocument.create();
  const date = new Date('2026-01-15T00:00:00Z');
  pdf.setTitle(`The ${brand.name} rewards guide`);
  pdf.setAuthor(brand.company);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const blue = hex(brand.colors.blue);
  const lime = hex(brand.colors.lime);

  const cover = pdf.addPage([595, 842]);
  cover.drawRectangle({ x: 0, y: 0, width: 595, height: 842, color: blue });
  cover.drawCircle({ x: 470, y: 170, size: 150, borderColor: lime, borderWidth: 40 });
  cover.drawText(brand.name, { x: 60, y: 740, size: 28, font: bold, color: lime });
  cover.drawText('The rewards guide', { x: 60, y: 560, size: 44, font: bold, color: rgb(1, 1, 1) });
  cover.drawText(`Earn ${rewardToken} at every step`, {
    x: 60,
    y: 515,
    size: 20,
    font: regular,
    color: rgb(1, 1, 1),
  });

  const page = pdf.addPage([595, 842]);
  let y = 770;
  page.drawText('How you earn', { x: 60, y, size: 26, font: bold, color: blue });
  y = paragraph(
    page,
    `${brand.name} rewards you in ${rewardToken} for the steps that make your wallet useful. Rewards for KYC are credited once your verification is approved.`,
    60,
    y - 40,
    regular,
    12,
    475,
  );
  for (const reward of rewards) {
    page.drawRectangle({ x: 60, y: y - 8, width: 475, height: 30, color: rgb(0.96, 0.96, 0.99) });
    page.drawText(labels[reward.id], { x: 72, y, size: 12, font: regular, color: rgb(0.1, 0.1, 0.2) });
    const amount = `${reward.upTo ? 'up to ' : ''}${reward.amount} ${rewardToken}`;
    page.drawText(amount, {
      x: 523 - bold.widthOfTextAtSize(amount, 12),
      y,
      size: 12,
      font: bold,
      color: blue,
    });
    y -= 38;
  }
  y -= 20;
  page.drawText('Referral codes', { x: 60, y, size: 20, font: bold, color: blue });
  y = paragraph(
    page,
    `Share your referral code with friends. New users who join with the code ${referralCode.code} earn up to ${referralCode.reward} ${rewardToken}; ${referralCode.code} coupons expire ${referralCode.expiryDays} days after they are issued.`,
    60,
    y - 28,
    regular,
    12,
    475,
  );
  page.drawText('Contests', { x: 60, y, size: 20, font: bold, color: blue });
  y = paragraph(
    page,
    'From time to time we run contests with extra rewards for the most active users and referrers. Each contest has its own plan and terms, published on our website before it starts.',
    60,
    y - 28,
    regular,
    12,
    475,
  );
  paragraph(
    page,
    `Rewards are subject to the ${brand.name} terms and conditions. Users must be 18 or over, with one account per mobile number.`,
    60,
    80,
    regular,
    9,
    475,
  );

  const file = path.join(process.cwd(), 'public', 'docs', 'rewards-guide.pdf');
  fs.writeFileSync(file, await pdf.save({ useObjectStreams: true }));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

void main();
