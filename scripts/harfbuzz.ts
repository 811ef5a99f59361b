import fs from 'node:fs';
import fontverter from 'fontverter';

/**
 * A font file (woff2 as served, or sfnt) read into HarfBuzz, with the module that read it: the
 * build reads a face's cmap with it (scripts/fonts.mts), the glyph test shapes text with it
 * (tests/helpers/glyphs.ts).
 */
export async function harfbuzzFace(file: string) {
  const hb = await import('harfbuzzjs');
  const sfnt = await fontverter.convert(fs.readFileSync(file), 'sfnt');
  return { hb, face: new hb.Face(new hb.Blob(new Uint8Array(sfnt))) };
}
