import { flushSync } from 'react-dom';
import { PRE_HYDRATION_QUEUE, PRE_HYDRATION_STYLE_ID } from './preHydrationScriptText';

/** One click or submit the pre-hydration script held back. */
export type PreHydrationAction =
  | { type: 'click'; target: HTMLElement; checked: string | null }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

declare global {
  interface Window {
    [PRE_HYDRATION_QUEUE]?: PreHydrationAction[];
  }
}

function click(target: HTMLElement, checkedWhenClicked: string | null) {
  // A switch or checkbox that already shows what the visitor asked for (stored preferences
  // arrived with hydration) is left alone rather than flipped back.
  if (checkedWhenClicked !== null && target.getAttribute('aria-checked') !== checkedWhenClicked)
    return;
  // Radix tabs select on mousedown, everything else acts on click: send both, as a pointer does.
  target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  target.click();
}

function submit(form: HTMLFormElement, submitter: HTMLElement | null) {
  const sender =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
      ? submitter
      : null;
  // requestSubmit runs the form's checks and fires `submit`, as pressing the button does.
  form.requestSubmit(sender?.isConnected && sender.form === form ? sender : undefined);
}

/**
 * Runs, in order, the clicks and submits the pre-hydration script queued, then clears the queue
 * and the waiting look. Call it once the page has hydrated and the fields' typed values have
 * reached React (`usePreHydrationReplay` does both). Controls that are gone are skipped.
 */
export function replayPreHydrationActions(): void {
  const queue = window[PRE_HYDRATION_QUEUE];
  document.getElementById(PRE_HYDRATION_STYLE_ID)?.remove();
  if (!queue) return;
  for (const action of queue.splice(0)) {
    if (!action.target.isConnected) continue;
    // Each one renders before the next, as with real clicks far apart: a handler that builds on
    // the current value (a group of switches) must see what the previous one did.
    flushSync(() => {
      if (action.type === 'submit') submit(action.target, action.submitter);
      else click(action.target, action.checked);
    });
  }
}
