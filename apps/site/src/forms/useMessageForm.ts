import type { MessageFormTexts } from '@studio/content/messageForms';
import type { MessageKind } from '@studio/contracts';
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrorIn, useWords } from '../i18n/siteWords';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

type FieldError = { field: string; message: string };

const isFieldErrorList = (value: unknown): value is FieldError[] =>
  Array.isArray(value) &&
  value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).message === 'string',
  );

async function readFieldErrors(response: Response): Promise<FieldError[]> {
  try {
    const body: unknown = await response.json();
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : [];
    return isFieldErrorList(errors) ? errors : [];
  } catch {
    return [];
  }
}

const emptyValues = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;

/** Props binding a TextField, TextArea or NativeSelect to one field of a message form. */
export type FieldBinding<F extends string = string> = {
  name: F;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
};

export type MessageForm<F extends string> = {
  values: Record<F, string>;
  fieldErrors: Partial<Record<F, string>>;
  state: SendState;
  /** Goes up each time the API refuses fields, so the form can move focus to the first one. */
  refusals: number;
  setField: (field: F, value: string) => void;
  /** Props for a TextField, TextArea or NativeSelect bound to `field`. */
  field: (field: F) => FieldBinding<F>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * One form that POSTs a message of `kind` to the API. Native `required`/`type` checks run
 * first (the browser blocks the submit); the API's field errors come back inline. A success
 * clears the fields; a failure keeps them. Editing any field clears the form's message. A
 * refused field says why in the page's language (`fieldErrorIn`).
 */
export function useMessageForm<F extends string>({
  kind,
  fields,
  texts,
}: {
  kind: MessageKind;
  fields: readonly F[];
  texts: Pick<MessageFormTexts, 'success' | 'invalid' | 'failure'>;
}): MessageForm<F> {
  const formWords = useWords('form');
  const [values, setValues] = useState(() => emptyValues(fields));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const [refusals, setRefusals] = useState(0);

  const setField = useCallback((field: F, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setFieldErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
    setState((previous) =>
      previous.status === 'sent' || previous.status === 'failed' ? { status: 'idle' } : previous,
    );
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'sending') return;
    // The honeypot: hidden from people, filled by bots; the API drops such messages.
    const website = new FormData(event.currentTarget).get('website');
    const body: Record<string, string> = { kind };
    for (const field of fields) {
      const value = values[field].trim();
      if (value) body[field] = value;
    }
    if (typeof website === 'string' && website) body.website = website;
    setState({ status: 'sending' });
    void send(body);
  };

  const send = async (body: Record<string, string>) => {
    try {
      const response = await fetch('/api/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        setValues(emptyValues(fields));
        setFieldErrors({});
        setState({ status: 'sent', message: texts.success });
        return;
      }
      const known = new Set<string>(fields);
      const errors = response.status === 400 ? await readFieldErrors(response) : [];
      const inline = errors.filter((error) => known.has(error.field));
      if (inline.length > 0) {
        setFieldErrors(
          Object.fromEntries(
            inline.map((error) => [
              error.field,
              fieldErrorIn(formWords, error.field, error.message),
            ]),
          ) as Partial<Record<F, string>>,
        );
        setState({ status: 'failed', message: texts.invalid });
        setRefusals((count) => count + 1);
        return;
      }
      setState({ status: 'failed', message: texts.failure });
    } catch {
      setState({ status: 'failed', message: texts.failure });
    }
  };

  return {
    values,
    fieldErrors,
    state,
    refusals,
    setField,
    field: (field) => ({
      name: field,
      value: values[field],
      error: fieldErrors[field],
      onChange: (event) => setField(field, event.target.value),
    }),
    onSubmit,
  };
}
