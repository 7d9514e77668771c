import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import * as contracts from '../src/index.js';
import { TextPatterns } from '../src/index.js';

const HOSTILE = {
  'U+0000': 'a\u0000b',
  'a bell': 'ring\u0007',
  'an escape': '\u001b[31m',
  DEL: 'x\u007f',
  'a lone high surrogate': 'a\ud83cb',
  'a lone low surrogate': '\udfb5',
};

/** Ajv in the API compiles patterns with the `u` flag; TypeBox's checker without. */
const matches = (pattern: string, text: string) => [
  new RegExp(pattern).test(text),
  new RegExp(pattern, 'u').test(text),
];

/** Every string a client may send, by its path in each request schema. */
function stringLeaves(schema: TSchema, path: string): [string, TSchema][] {
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([key, inner]) =>
      stringLeaves(inner, `${path}.${key}`),
    );
  }
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as TSchema[]).flatMap((inner) => stringLeaves(inner, path));
  // A literal is one exact value: nothing to refuse beyond it.
  return schema.type === 'string' && schema.const === undefined ? [[path, schema]] : [];
}

const requestSchemas = Object.entries(contracts).filter(
  ([name, value]) =>
    /(Request|Create|Query)$/.test(name) && typeof value === 'object' && 'type' in value,
) as [string, TSchema][];
const leaves = requestSchemas.flatMap(([name, schema]) => stringLeaves(schema, name));

describe('the text rule', () => {
  it('finds the request schemas and their strings', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'VerifyCredentialsRequest',
        'SignupRequestCreate',
        'SignupEditRequest',
        'MessageCreate',
        'AuditLogQuery',
        'AdminUserActionRequest',
      ]),
    );
    expect(leaves.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'SignupEditRequest.updatedData.firstName',
        'MessageCreate.message',
        'AuditLogQuery.actor',
        'ResetPasswordRequest.newPassword',
      ]),
    );
  });

  it.each(Object.entries(HOSTILE))('every request string refuses %s', (_name, text) => {
    for (const [path, schema] of leaves) {
      expect(typeof schema.pattern, path).toBe('string');
      expect(matches(schema.pattern as string, text), path).toEqual([false, false]);
    }
  });

  it('keeps tabs and line breaks in multi-line text only', () => {
    for (const text of ['two\nlines', 'a\ttab', 'windows\r\nline']) {
      expect(matches(TextPatterns.multiLine, text)).toEqual([true, true]);
      expect(matches(TextPatterns.singleLine, text)).toEqual([false, false]);
    }
  });

  it('accepts any real text: accents, scripts, emoji (surrogate pairs), symbols', () => {
    for (const text of ['Zoë Ångström', 'मीरा अय्यर', '🎵 Raga 🎬', '«quotes» & <tags>', '']) {
      expect(matches(TextPatterns.singleLine, text)).toEqual([true, true]);
      expect(matches(TextPatterns.multiLine, text)).toEqual([true, true]);
    }
  });

  it('wants a visible character in names', () => {
    expect(matches(TextPatterns.visibleLine, ' Meera ')).toEqual([true, true]);
    for (const blank of ['', '   ', '\u00a0'])
      expect(matches(TextPatterns.visibleLine, blank)).toEqual([false, false]);
  });

  it('holds file names to the one-line rule, and refuses text direction controls in them', () => {
    for (const text of Object.values(HOSTILE))
      expect(matches(TextPatterns.fileName, text)).toEqual([false, false]);
    for (const text of ['lf\nbig.jpg', 'innocent\u202e3pm.exe.mp3', 'a\u202ab', 'song\u2067.mp3'])
      expect(matches(TextPatterns.fileName, text), JSON.stringify(text)).toEqual([false, false]);
    for (const text of ['Summer Show.JPG', 'मीरा.mp3', '🎵 Raga.opus', 'شعر.png'])
      expect(matches(TextPatterns.fileName, text)).toEqual([true, true]);
  });

  it('has a field message for every pattern', () => {
    for (const [path, schema] of leaves)
      expect(contracts.PatternMessages[schema.pattern as string], path).toBeTruthy();
  });
});
