// Types of the two font packages scripts/fonts.ts uses that ship none.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
