// Generates public/docs/audit-certificate.pdf, the sample security-audit certificate linked
// from the footer's audit mark (lib/config.ts `trustMarks`). The output is committed; run this
// again after changing the brand or the auditor: `npx tsx scripts/make-certificate.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { brand, trustMarks } from '../lib/config';

function hex(color: string) {
  const n = parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

async function main() {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${brand.name} security audit certificate`);
  pdf.setAuthor(trustMarks.audit.name);
  pdf.setCreationDate(new Date('2026-01-15T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-15T00:00:00Z'));
  const page = pdf.addPage([842, 595]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 1, 1) });
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: hex(brand.colors.blue),
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 24,
    y: height - 110,
    width: width - 48,
    height: 86,
    color: hex(brand.colors.blue),
  });
  const centre = (text: string, size: number, y: number, font = regular, color = rgb(0.1, 0.1, 0.2)) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });

  centre('CERTIFICATE OF SECURITY AUDIT', 26, height - 78, bold, hex(brand.colors.lime));
  centre('This certifies that the smart contracts and wallet services of', 14, 400);
  centre(`${brand.company} (${brand.name})`, 30, 350, bold, hex(brand.colors.blue));
  centre('were reviewed for security vulnerabilities and found to meet the audit criteria', 14, 305);
  centre('for key management, transaction signing and data encryption.', 14, 285);
  centre(`Issued by ${trustMarks.audit.name}`, 16, 200, bold);
  centre('Date of issue: 15 January 2026   ·   Certificate no. NW-2026-0142', 12, 175);
  centre(
    'Sample document for demonstration: replace with the real auditor\u2019s certificate before launch.',
    10,
    60,
    regular,
    rgb(0.45, 0.45, 0.5),
  );

  const file = path.join(process.cwd(), 'public', 'docs', 'audit-certificate.pdf');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await pdf.save({ useObjectStreams: true }));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

void main();
