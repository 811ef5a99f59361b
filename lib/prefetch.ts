/**
 * Marks the site's internal links (components/ui/Link.tsx), the ones that navigate in place:
 * PrefetchOnIntent fetches their page when a visitor reaches for them, and no other link's (a
 * file, another language's page, an external site).
 */
export const intentAttribute = 'data-prefetch-on-intent';
