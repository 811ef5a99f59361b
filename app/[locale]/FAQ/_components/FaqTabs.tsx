'use client';

import { Tabs, type TabItem } from '@/components/ui/Tabs';
import { useSearchParam } from '@/components/ui/use-search-param';
import { faqPageIndex } from '@/lib/data/faq';

interface Props {
  label: string;
  items: readonly TabItem[];
}

const param = 'page';

/** The category follows `?page=1..6` (anything else shows the first); choosing a tab sets it. */
export function FaqTabs({ label, items }: Props) {
  const [page, pageReader] = useSearchParam(param);
  const selected = String(faqPageIndex(page ?? null) + 1);
  return (
    // Hydrated, and the category of the URL shown.
    <div data-hydrated={page !== undefined || undefined}>
      {pageReader}
      <Tabs
        label={label}
        items={items}
        selected={selected}
        param={param}
        onSelect={(id) => {
          const url = new URL(window.location.href);
          url.searchParams.set(param, id);
          window.history.pushState(null, '', url);
        }}
      />
    </div>
  );
}
