'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * A query parameter of the page's URL (`?page=2`), for an island of a static page: undefined in
 * the HTML and while the island hydrates, then the URL's value (null when it has none), following
 * every change of it.
 *
 * A static page cannot know its query, so Next.js renders whatever reads it in the browser, inside
 * a Suspense boundary. Around a whole island, that boundary has the browser throw the island's
 * HTML away and build it again after hydration. Here the boundary holds only an empty reader, and
 * the island hydrates its HTML in place. Render the returned element anywhere in the island.
 */
export function useSearchParam(name: string): [value: string | null | undefined, reader: ReactNode] {
  const [value, setValue] = useState<string | null>();
  return [
    value,
    <Suspense key="search-param">
      <SearchParamReader name={name} onValue={setValue} />
    </Suspense>,
  ];
}

function SearchParamReader({ name, onValue }: { name: string; onValue: (value: string | null) => void }) {
  const value = useSearchParams().get(name);
  // Before the browser paints, so the island never shows the HTML's choice once the reader runs.
  useLayoutEffect(() => onValue(value), [value, onValue]);
  return null;
}
