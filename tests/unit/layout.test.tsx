import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguagePicker } from '@/components/layout/LanguagePicker';
import { NewsletterForm } from '@/components/layout/NewsletterForm';
import { pickerLocales } from '@/lib/i18n/locales';

const pickerLabels = {
  button: 'Language: English',
  title: 'Select Language',
  search: 'Search language',
  searchPlaceholder: 'Type a language name',
  notAvailable: 'Language not available',
  loading: 'loading...',
  close: 'Close',
  current: 'current language',
};

describe('LanguagePicker', () => {
  it('lists every language, filters by name case-insensitively and says when none matches', async () => {
    render(<LanguagePicker current="en" languages={pickerLocales} labels={pickerLabels} />);
    await userEvent.click(screen.getByRole('button', { name: /^Language: English/ }));
    const dialog = screen.getByRole('dialog', { name: 'Select Language' });
    expect(dialog).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(41);
    expect(within(dialog).getByRole('button', { name: /English/ })).toHaveAttribute('aria-current', 'true');

    const search = screen.getByRole('searchbox', { name: 'Search language' });
    await userEvent.type(search, 'GERM');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: /Deutsch.*German/ })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'klingon');
    expect(screen.getByText('Language not available')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('clears the search when it is closed and opened again', async () => {
    render(<LanguagePicker current="en" languages={pickerLocales} labels={pickerLabels} />);
    await userEvent.click(screen.getByRole('button', { name: /^Language: English/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search language' }), 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: /^Language: English/ }));
    expect(screen.getByRole('searchbox', { name: 'Search language' })).toHaveValue('');
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
