'use client';

import { useSearchParams } from 'next/navigation';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Tabs, type TabItem } from '@/components/ui/Tabs';
import { faqPageIndex } from '@/lib/data/faq';

interface Props {
  label: string;
  items: readonly TabItem[];
}

/** The category follows `?page=1..6` (anything else shows the first); choosing a tab sets it. */
export function FaqTabs(props: Props) {
  const page = useSearchParams().get('page');
  return <FaqTabsView {...props} selected={String(faqPageIndex(page) + 1)} />;
}

export function FaqTabsView({ label, items, selected }: Props & { selected: string }) {
  const hydrated = useHydrated();
  return (
    <div data-hydrated={hydrated || undefined}>
      <Tabs
        label={label}
        items={items}
        selected={selected}
        onSelect={(id) => {
          const url = new URL(window.location.href);
          url.searchParams.set('page', id);
          window.history.pushState(null, '', url);
        }}
      />
    </div>
  );
}
