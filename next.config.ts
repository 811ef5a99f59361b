import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { locales } from './lib/i18n/locales';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const base: NextConfig = {
  poweredByHeader: false,
  trailingSlash: false,
  images: { unoptimized: true },
  experimental: { inlineCss: true },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_DEVELOPMENT_SERVER) {
    // `next dev` has no post-build step: serve unprefixed English paths from /en as the export does.
    const notLocale = `(?!${[...locales, '_next'].join('|')})`;
    return withNextIntl({
      ...base,
      async rewrites() {
        return [
          { source: '/', destination: '/en' },
          { source: `/:first${notLocale}:rest*`, destination: '/en/:first:rest*' },
        ];
      },
    });
  }
  // Static HTML for every route × language (DESIGN.md §1); scripts/build.ts finishes out/.
  return withNextIntl({ ...base, output: 'export' });
}
