import { brand } from '../config';

/**
 * The media kit (SPEC.md §2 "/media-kit"): what each download holds. `npm run assets:media-kit`
 * draws these files from lib/config.ts into public/media-kit/ (committed); the page zips the
 * logos and the product images in the browser from this list.
 */
const slug = brand.name.toLowerCase();
const base = '/media-kit';

export const logoVariants = ['logo', 'logo-white', 'logo-mono', 'mark', 'mark-mono'] as const;
export const productScreens = ['wallet', 'send', 'swap', 'p2p', 'pay', 'offline'] as const;
export const videoStills = ['tour', 'panel'] as const;

export const logoUrl = (variant: (typeof logoVariants)[number], type: 'svg' | 'png') =>
  `${base}/logos/${type}/${slug}-${variant}.${type}`;

export interface KitFile {
  /** Path inside the zip. */
  path: string;
  /** Where the page fetches it. */
  url: string;
}

export const mediaKit = {
  guide: { file: `${base}/${slug}-brand-guide.pdf`, name: `${slug}-brand-guide.pdf` },
  logos: {
    name: `${slug}_logos.zip`,
    files: logoVariants.flatMap((variant): KitFile[] =>
      (['svg', 'png'] as const).map((type) => ({
        path: `${type}/${slug}-${variant}.${type}`,
        url: logoUrl(variant, type),
      })),
    ),
  },
  images: {
    name: `${slug}-images.zip`,
    files: [
      ...productScreens.flatMap((screen): KitFile[] => [
        { path: `svg/${screen}.svg`, url: `/images/screens/${screen}.svg` },
        { path: `png/${screen}.png`, url: `${base}/images/${screen}.png` },
      ]),
      ...videoStills.map((still): KitFile => ({ path: `stills/${still}.jpg`, url: `/video/${still}.jpg` })),
    ],
  },
  typeface: {
    name: 'Manrope',
    file: `${base}/typeface/manrope-variable-latin.woff2`,
    licence: `${base}/typeface/OFL.txt`,
  },
} as const;
