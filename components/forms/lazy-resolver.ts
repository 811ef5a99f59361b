'use client';

import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema loads on first use rather than with the page: zod and
 * libphonenumber are not needed to paint a form, only to check it. `preload` starts the download
 * early (the forms call it when a field gets focus), so the first check rarely waits.
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>) {
  let loaded: Promise<Resolver<V>> | undefined;
  const preload = () => (loaded ??= load());
  const resolver: Resolver<V> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
