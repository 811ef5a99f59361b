import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Accordion } from '@/components/ui/Accordion';
import { Dialog } from '@/components/ui/Dialog';
import { Tabs } from '@/components/ui/Tabs';
import { disclosureScript } from '@/lib/disclosure';

// The page's inline script (every page's head) opens the answers and, before their island runs,
// selects tabs; run the same text here.
beforeAll(() => {
  const script = document.createElement('script');
  script.textContent = disclosureScript;
  document.head.append(script);
});

describe('Accordion', () => {
  const items = [
    { id: 'a', title: 'How do I register?', content: 'Enter your mobile number.' },
    { id: 'b', title: 'How do I reset my PIN?', content: 'Use your registered e-mail.' },
  ];

  it('opens the first item by default and toggles the others', async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'How do I register?' });
    const second = screen.getByRole('button', { name: 'How do I reset my PIN?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Enter your mobile number.')).toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Use your registered e-mail.')).not.toBeVisible();

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Use your registered e-mail.')).toBeVisible();
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Tabs', () => {
  function Harness() {
    const [selected, setSelected] = useState('1');
    return (
      <Tabs
        label="Categories"
        selected={selected}
        onSelect={setSelected}
        items={['1', '2', '3'].map((id) => ({ id, label: `Tab ${id}`, panel: `Panel ${id}` }))}
      />
    );
  }

  it('selects by click and by arrow keys, wrapping around', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tab 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel 1');

    await userEvent.click(screen.getByRole('tab', { name: 'Tab 3' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel 3');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tab 3' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Tab 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tab 1' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tab 1' }), { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel 3');
  });
});

describe('Tabs before their island runs', () => {
  it("the page's inline listeners select a tab by tap and by key and write it into the query", () => {
    // The tabs' HTML as the page ships it: no island runs here.
    document.body.innerHTML = renderToStaticMarkup(
      <Tabs
        label="Categories"
        selected="1"
        onSelect={() => {}}
        param="page"
        items={['1', '2', '3'].map((id) => ({ id, label: `Tab ${id}`, panel: `Panel ${id}` }))}
      />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Tab 3' }));
    expect(screen.getByRole('tab', { name: 'Tab 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tab 1' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel 3');
    expect(new URLSearchParams(window.location.search).get('page')).toBe('3');
    // The keys as the island has them: past the last tab comes the first.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tab 3' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Tab 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tab 1' })).toHaveFocus();
    expect(new URLSearchParams(window.location.search).get('page')).toBe('1');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tab 1' }), { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel 3');
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });
});

describe('Dialog', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Download the app" closeLabel="Close">
          <p>Scan the code</p>
        </Dialog>
      </>
    );
  }

  it('shows its content only while open and closes with its Close button', async () => {
    render(<Harness />);
    expect(screen.queryByText('Scan the code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Download the app' })).toBeVisible();
    expect(screen.getByText('Scan the code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Scan the code')).not.toBeInTheDocument();
  });
});

describe('toast', () => {
  it('loads the toast region on first use and announces the message', async () => {
    const { toast } = await import('@/components/ui/toast');
    expect(document.getElementById('toasts')).toBeNull();
    toast.success('Subscribed. Check your inbox.');
    expect(await screen.findByText('Subscribed. Check your inbox.')).toBeInTheDocument();
    expect(document.querySelector('#toasts section[aria-live]')).not.toBeNull();
    toast.error('Something went wrong. Please try again.');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(document.querySelectorAll('#toasts')).toHaveLength(1);
  });
});
