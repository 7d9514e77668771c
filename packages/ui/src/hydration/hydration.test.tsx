import { act, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilterTabs } from '../components/FilterTabs';
import { NativeSelect } from '../components/NativeSelect';
import { Switch } from '../components/Switch';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { PRE_HYDRATION_QUEUE, preHydrationScript } from './preHydrationScriptText';
import { usePreHydrationReplay } from './usePreHydrationReplay';

type Sent = { name: string; message: string; topic: string };

/** A small prerendered page: a filter box, a message form, a setting and filter tabs. */
function Page({ onSend }: { onSend: (sent: Sent) => void }) {
  usePreHydrationReplay();
  const [query, setQuery] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [topic, setTopic] = useState('');
  const [tab, setTab] = useState('all');
  // One object for both switches, each flip building on the value it rendered with.
  const [cookies, setCookies] = useState({ analytics: false, marketing: false });
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend({ name, message, topic });
  };
  return (
    <main>
      <TextField
        type="search"
        label="Search questions"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p>Filtering by: {query || 'nothing'}</p>
      <FilterTabs
        label="Topics"
        options={[
          { value: 'all', label: 'All' },
          { value: 'billing', label: 'Billing' },
        ]}
        value={tab}
        onValueChange={setTab}
      >
        <p>Topic: {tab}</p>
      </FilterTabs>
      <Switch
        label="Analytics"
        checked={cookies.analytics}
        onCheckedChange={(analytics) => setCookies({ ...cookies, analytics })}
      />
      <Switch
        label="Marketing"
        checked={cookies.marketing}
        onCheckedChange={(marketing) => setCookies({ ...cookies, marketing })}
      />
      <form aria-label="Message" onSubmit={send}>
        <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} />
        <NativeSelect
          label="Topic"
          placeholder="Choose a topic"
          options={[
            { value: 'film', label: 'Film' },
            { value: 'music', label: 'Music' },
          ]}
          value={topic}
          onChange={(e) => setTopic(e.target.value)}
        />
        <TextArea
          label="Message"
          required
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

let root: Root | null = null;

/** Puts the prerendered HTML in the document, as the browser shows it before the scripts load. */
function prerender(onSend = vi.fn<(sent: Sent) => void>()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSend={onSend} />);
  document.body.append(container);
  return { container, onSend };
}

async function hydrate(container: HTMLElement, onSend: (sent: Sent) => void) {
  await act(async () => {
    root = hydrateRoot(container, <Page onSend={onSend} />);
  });
  // The replay runs in a task after the hydration commit.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** What a visitor's typing does to a field while no script handles it: the browser edits it. */
function typeNatively(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A choice in the browser's own picker while no script handles it. */
function chooseNatively(field: HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

beforeAll(() => {
  // As the page's inline <head> script does, before anything else runs.
  new Function(preHydrationScript)();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

// A budget, not a timing: the first server render and hydration load every Radix part.
describe('a prerendered page used before it hydrates', { timeout: 30_000 }, () => {
  it('given text typed before hydration › the page uses it, the fields keep it, React reports nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const { container, onSend } = prerender();
    typeNatively(screen.getByRole('searchbox', { name: 'Search questions' }), 'payment');
    typeNatively(screen.getByRole('textbox', { name: 'Name' }), 'Asha');

    await hydrate(container, onSend);

    expect(screen.getByText('Filtering by: payment')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('payment');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    expect(errors).not.toHaveBeenCalled();
  });

  it('given a form sent before hydration › it is held, then sent once with what was typed', async () => {
    const { container, onSend } = prerender();
    typeNatively(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    typeNatively(screen.getByRole('textbox', { name: 'Message' }), 'A score for our film');
    chooseNatively(screen.getByRole('combobox', { name: 'Topic' }), 'film');
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: screen.getByRole('button', { name: 'Send' }),
    });
    screen.getByRole('form', { name: 'Message' }).dispatchEvent(submit);

    // No native submit (it would reload the page with the text in its address); the button waits.
    expect(submit.defaultPrevented).toBe(true);
    expect(document.getElementById('pre-hydration-pending')?.textContent).toContain('progress');
    expect(onSend).not.toHaveBeenCalled();

    await hydrate(container, onSend);

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({
      name: 'Asha',
      message: 'A score for our film',
      topic: 'film',
    });
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('film');
    expect(document.getElementById('pre-hydration-pending')).toBeNull();
    expect(window[PRE_HYDRATION_QUEUE]).toEqual([]);
  });

  it('given switches and a tab clicked before hydration › they are on and chosen after it', async () => {
    const { container, onSend } = prerender();
    screen.getByRole('switch', { name: 'Analytics' }).click();
    screen.getByRole('switch', { name: 'Marketing' }).click();
    screen.getByRole('tab', { name: 'Billing' }).click();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();

    await hydrate(container, onSend);

    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Topic: billing')).toBeInTheDocument();
  });

  it('given a page that has hydrated › clicks and typing are React’s alone, nothing is queued', async () => {
    const { container, onSend } = prerender();
    await hydrate(container, onSend);

    await act(async () => screen.getByRole('switch', { name: 'Analytics' }).click());

    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(window[PRE_HYDRATION_QUEUE]).toEqual([]);
  });
});
