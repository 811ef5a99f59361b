import { routeKeys } from '../routes';

/** Every message namespace: one file per namespace in messages/<locale>/. */
export const namespaces = [
  'common',
  'header',
  'footer',
  'languagePicker',
  'notFound',
  'meta',
  'api',
  'banners',
  ...routeKeys,
] as const;

export type Namespace = (typeof namespaces)[number];

/**
 * Namespaces that may stay English in other languages for now (DESIGN.md §4): the legal texts.
 * The coverage check lists their gaps apart instead of failing on them, and the legal pages show
 * the English text (marked as English) in every language. Empty this list once every language
 * has its own legal texts: nothing else changes.
 */
export const exemptNamespaces: readonly Namespace[] = ['termsAndConditions', 'privacyPolicy'];
