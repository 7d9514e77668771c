import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { Switch } from '../components/Switch';
import { TextField } from '../components/TextField';
import { PreHydrationScript } from './PreHydrationScript';
import { preHydrationScript } from './preHydrationScriptText';
import { usePreHydrationReplay } from './usePreHydrationReplay';

/** A whole prerendered document, as the site hydrates it: the script first in its head. */
function Document() {
  usePreHydrationReplay();
  const [name, setName] = useState('');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <PreHydrationScript />
        <title>Contact</title>
      </head>
      <body>
        <main>
          <TextField label="Full Name" value={name} onChange={(e) => setName(e.target.value)} />
          <Switch label="Analytics" />
        </main>
      </body>
    </html>
  );
}

it('given a whole document used before hydration › it hydrates with no warning from React and applies what was done', async () => {
  const html = renderToString(<Document />);
  document.documentElement.innerHTML = html.replace(/^<html[^>]*>|<\/html>$/g, '');
  document.documentElement.lang = 'en';
  // The browser runs the inline script as it parses the head.
  new Function(preHydrationScript)();
  const errors = vi.spyOn(console, 'error');
  const name = document.querySelector('input')!;
  name.value = 'Meera';
  document.querySelector<HTMLButtonElement>('[role=switch]')!.click();
  // The waiting look is a style added to the head, which React hydrates.
  expect(document.getElementById('pre-hydration-pending')).not.toBeNull();

  await act(async () => {
    hydrateRoot(document, <Document />);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  expect(errors).not.toHaveBeenCalled();
  expect(document.querySelector('input')).toHaveValue('Meera');
  expect(document.querySelector('[role=switch]')).toHaveAttribute('aria-checked', 'true');
  expect(document.getElementById('pre-hydration-pending')).toBeNull();
});
