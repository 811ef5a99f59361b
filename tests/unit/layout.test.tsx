import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageList } from '@/components/layout/LanguageList';
import { NewsletterForm } from '@/components/layout/NewsletterForm';
import { pickerLocales } from '@/lib/i18n/locales';

jest.mock('next/navigation', () => ({ usePathname: () => '/fr/about-us' }));

const listLabels = {
  search: 'Search language',
  searchPlaceholder: 'Type a language name',
  notAvailable: 'Language not available',
  loading: 'loading...',
  current: 'current language',
};

describe('LanguageList', () => {
  it('links the same page in every language, filters by name case-insensitively and says when none matches', async () => {
    render(<LanguageList current="fr" languages={pickerLocales} labels={listLabels} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(41);
    expect(screen.getByRole('link', { name: /Français/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('link', { name: /Deutsch.*German/ })).toHaveAttribute('href', '/de/about-us');

    const search = screen.getByRole('searchbox', { name: 'Search language' });
    await userEvent.type(search, 'GERM');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(screen.getByRole('list')).getByRole('link', { name: /Deutsch.*German/ }),
    ).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'klingon');
    expect(screen.getByText('Language not available')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('clears the search when its dialog closes', async () => {
    const { container } = render(
      <dialog open>
        <LanguageList current="en" languages={pickerLocales} labels={listLabels} />
      </dialog>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search language' }), 'fr');
    expect(screen.getAllByRole('listitem').length).toBeLessThan(41);
    act(() => {
      container.querySelector('dialog')?.dispatchEvent(new Event('close'));
    });
    expect(screen.getByRole('searchbox', { name: 'Search language' })).toHaveValue('');
    expect(screen.getAllByRole('listitem')).toHaveLength(41);
  });
});

describe('NewsletterForm', () => {
  const labels = {
    heading: 'Stay in the loop',
    text: 'News',
    email: 'Email',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    submitting: 'Submitting...',
    required: 'Email is required',
    invalid: 'Invalid email address',
    networkError: 'Something went wrong. Please try again.',
    httpError: 'Error: {status}',
    honeypot: 'Leave this field empty',
  };

  it('validates on every keystroke and on submit, tying the message to the field', async () => {
    render(
      <NewsletterForm labels={labels} locale="en" action="/subscribe/subscribe?lang=en&form=newsletter" />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await userEvent.type(email, 'ana@');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');

    await userEvent.type(email, 'example.com');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
