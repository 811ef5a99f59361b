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
