/**
 * The flag of a country (ISO 3166-1 alpha-2 code, either case; or a pattern such as `{xx}`), as
 * scripts/copy-assets.mjs writes it: flag-icons' 4 × 3 SVG drawn once at build time into a
 * 128 × 96 WebP (2× the largest size shown, 64 × 48). Chromium makes each SVG image a document of
 * its own on the page's main thread (2–45 ms each here), and `/supported-countries` showed 50 of
 * them on a phone's first screen; a raster image is decoded off that thread, and weighs an eighth.
 */
export function flagImage(code: string): string {
  return `/flags/4x3/${code.toLowerCase()}.webp`;
}
