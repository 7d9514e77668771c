import type { TObject } from '@sinclair/typebox';
import { Article, CONTENT_TYPE_IDS, CONTENT_TYPES, ValidationMessages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { emptyObject, fieldsOf } from '../routes/dashboard/content/fieldSpecs';
import { formResolver } from './formResolver';

/** The message of every field the resolver refuses, by its path (`date`, `links.0.url`). */
async function messagesOf(schema: TObject, values: Record<string, unknown>) {
  const { errors } = await formResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const messages: Record<string, string | undefined> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') messages[path] = message;
    else
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return messages;
}

describe('formResolver over a schema without messages of its own (the content editor)', () => {
  it.each(CONTENT_TYPE_IDS)(
    'given a new %s left empty › every field it refuses says it is required',
    async (type) => {
      const schema = CONTENT_TYPES[type].schema as TObject;
      const messages = await messagesOf(schema, emptyObject(fieldsOf(schema)));
      expect(Object.keys(messages).length).toBeGreaterThan(0);
      for (const message of Object.values(messages))
        expect(message).toBe(ValidationMessages.required);
    },
  );

  it('given an article’s date › empty is required, malformed has an invalid format', async () => {
    const values = emptyObject(fieldsOf(Article));
    expect((await messagesOf(Article, { ...values, date: '' })).date).toBe(
      ValidationMessages.required,
    );
    expect((await messagesOf(Article, { ...values, date: '2026-13-40' })).date).toBe(
      ValidationMessages.invalidFormat,
    );
  });
});
