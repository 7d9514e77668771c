import { useLayoutEffect, useRef, type RefObject } from 'react';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const handedOver = new WeakSet<FormControl>();

type Typed = { element: FormControl; text: string; selection: [number, number] | null };

let pending: Typed[] = [];

/**
 * Gives React what a visitor typed into a prerendered field before the page hydrated, as if it
 * had been typed just now.
 *
 * React hydrates a field without touching its live value (so nothing flashes empty and nothing is
 * reported as a mismatch), but the component's state still holds the value it was prerendered
 * with, and the next render writes that back over the text. So, in the hydration commit (before
 * any render), each field whose value differs from the value it was rendered with
 * (`defaultValue`, which React keeps in step with a controlled `value`) notes its text; right
 * after the commit each noted field fires one `input` event. React only reports a change when the
 * value differs from the one it last saw, so the field is first set to the rendered value through
 * React's own setter and then to the typed text through the native one (the way Testing Library
 * simulates typing). The component's `onChange` runs with the whole text; its state, filters and
 * forms take it from there. The events go out one after another in one microtask: the render
 * that follows one may reset a sibling field of the same form, which is why the texts are noted
 * first, and nothing is painted in between.
 *
 * A field mounted later on the client has its rendered value, so this does nothing there.
 */
export function noteTypedValue(element: FormControl): void {
  if (handedOver.has(element)) return;
  if (
    element instanceof HTMLInputElement &&
    (element.type === 'checkbox' || element.type === 'radio')
  )
    return;
  if (element.value === renderedValue(element)) return;
  handedOver.add(element);
  const focused = element.ownerDocument.activeElement === element;
  pending.push({
    element,
    text: element.value,
    selection: focused ? readSelection(element) : null,
  });
  if (pending.length === 1) queueMicrotask(handOverTypedValues);
}

function handOverTypedValues(): void {
  const typed = pending;
  pending = [];
  for (const { element, text, selection } of typed) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLSelectElement) {
      // React reads a select's choice on `change` and keeps no value tracker for it.
      element.value = text;
      element.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    element.value = element.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(
      element,
      text,
    );
    element.dispatchEvent(new Event('input', { bubbles: true }));
    if (selection) element.setSelectionRange(selection[0], selection[1]);
  }
}

/**
 * The value the field was rendered with: a text field's `defaultValue`; for a select, the option
 * the markup marked `selected` (React writes it for the rendered `value`), else the first one.
 */
function renderedValue(element: FormControl): string {
  if (!(element instanceof HTMLSelectElement)) return element.defaultValue;
  const options = Array.from(element.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** The caret, where the input type has one (email and number inputs do not expose it). */
function readSelection(element: FormControl): [number, number] | null {
  if (element instanceof HTMLSelectElement) return null;
  try {
    const { selectionStart, selectionEnd } = element;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/**
 * A ref for a field (input, textarea or native select) of a prerendered page: after hydration,
 * text typed or a choice made before then reaches the field's `onChange` as if made now.
 * TextField, TextArea and NativeSelect use it already; use it on any other field a prerendered
 * page shows.
 */
export function usePreHydrationValue<E extends FormControl>(): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    if (ref.current) noteTypedValue(ref.current);
  }, []);
  return ref;
}
