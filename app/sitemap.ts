import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { absoluteUrl, alternateLanguages } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(routes).flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      alternates: { languages: alternateLanguages(path) },
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
  );
}
