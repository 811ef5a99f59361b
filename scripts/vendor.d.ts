// Types of the font package scripts/fonts.mts uses that ships none (subset-font is called from
// scripts/subset-worker.mjs, plain JavaScript).
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
