import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/** Renders inside the same intl provider the layout gives client islands. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderOptions & { locale?: Locale } = {},
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={null}>
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}
