import { Type, type StringOptions, type TString } from '@sinclair/typebox';

/*
 * The one rule for every string a client sends: well-formed text without control characters.
 * PostgreSQL refuses U+0000 in text (the request would fail inside the database), a lone UTF-16
 * surrogate cannot be stored as UTF-8 without being silently replaced, and other controls have no
 * place in a name or a filter. Multi-line fields keep tab and line breaks.
 *
 * The patterns hold with and without the regular expression `u` flag (Ajv in the API sets it,
 * TypeBox's own checker in the admin app does not): outside the surrogate range any character
 * but the refused ones passes, inside it only a high surrogate followed by a low one (a pair).
 */
const PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
const noneOf = (controls: string) => `(?:[^${controls}\\u007F\\uD800-\\uDFFF]|${PAIR})*`;
const ONE_LINE = noneOf('\\u0000-\\u001F');
/*
 * Bidirectional embeddings, overrides and isolates reorder what is shown, so a name can display
 * an ending it does not have. File names are judged by their ending where they are shown (the
 * library, the audit log), so they refuse these as well.
 */
const FILE_NAME = noneOf('\\u0000-\\u001F\\u202A-\\u202E\\u2066-\\u2069');
const MANY_LINES = noneOf('\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F');

export const TextPatterns = {
  singleLine: `^${ONE_LINE}$`,
  multiLine: `^${MANY_LINES}$`,
  /** Single-line, with at least one visible character (a blank name is no name). */
  visibleLine: `^(?=[\\s\\S]*\\S)${ONE_LINE}$`,
  /** Single-line, and without the characters that reorder how text is shown. */
  fileName: `^${FILE_NAME}$`,
  sixDigits: '^[0-9]{6}$',
  phoneNumber: '^[0-9+()./ -]*[0-9][0-9+()./ -]*$',
  countryCode: '^(\\+?[0-9]{1,4}|[A-Za-z]{2,3})$',
} as const;

/** The field message for each pattern of the contracts: the API answers it, forms show it. */
export const PatternMessages: Readonly<Record<string, string>> = {
  [TextPatterns.sixDigits]: 'Must be exactly 6 digits',
  [TextPatterns.phoneNumber]: 'Must be a phone number: digits, spaces and + ( ) . / - only',
  [TextPatterns.countryCode]: 'Must be a dialling code such as +91 or a country code such as IN',
  [TextPatterns.singleLine]: 'Must be text on one line, without control characters',
  [TextPatterns.multiLine]:
    'Must be text without control characters (tabs and line breaks are allowed)',
  [TextPatterns.visibleLine]:
    'Must not be blank, and must be text on one line without control characters',
};

type LengthOptions = Pick<StringOptions, 'minLength' | 'maxLength' | 'format' | 'description'>;

/** A one-line string: names, emails, passwords, ids, filters. */
export function SingleLine(options: LengthOptions): TString {
  return Type.String({ ...options, pattern: TextPatterns.singleLine });
}

/** Free text that may span lines: messages, notes, reasons. */
export function MultiLine(options: LengthOptions): TString {
  return Type.String({ ...options, pattern: TextPatterns.multiLine });
}

/** Trimmed one-line text with a visible character: first and last names, country, subject. */
export function Text(maxLength: number): TString {
  return Type.String({ minLength: 1, maxLength, pattern: TextPatterns.visibleLine });
}

/**
 * A string with a narrower whitelist of its own (digits of a code, a phone number). The
 * whitelist must itself refuse every control character; the contract tests check that it does.
 */
export function Restricted(options: LengthOptions & { pattern: string }): TString {
  return Type.String(options);
}

/** `requestData` (a client's copy of a row, read and ignored): the limits it is held to. */
export const REQUEST_DATA_LIMITS = { maxDepth: 8, maxBytes: 16 * 1024 } as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badString(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Bytes of `text` in UTF-8 (this package runs in browsers and Node alike, without Buffer). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Whether any string of `value` (keys included) is bad, or it nests deeper than `depth` levels. */
function jsonProblem(value: unknown, depth: number): 'text' | 'depth' | null {
  if (typeof value === 'string') return badString(value) ? 'text' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= REQUEST_DATA_LIMITS.maxDepth) return 'depth';
  for (const [key, item] of Object.entries(value)) {
    if (badString(key)) return 'text';
    const problem = jsonProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Why a `requestData` value is refused, or null: it is held to what every other field is (no NUL
 * and no lone surrogate in any string), at most 8 levels of objects and arrays, and 16 KiB of
 * JSON. Depth is checked first, so a deeply nested value is refused without being serialised.
 */
export function requestDataProblem(value: unknown): string | null {
  if (value === undefined) return null;
  const problem = jsonProblem(value, 0);
  if (problem === 'text') return 'Must not contain NUL characters or unpaired surrogates';
  if (problem === 'depth')
    return `Must not nest more than ${REQUEST_DATA_LIMITS.maxDepth} levels deep`;
  const bytes = utf8Length(JSON.stringify(value));
  if (bytes > REQUEST_DATA_LIMITS.maxBytes)
    return `Must be at most ${REQUEST_DATA_LIMITS.maxBytes / 1024} KiB of JSON`;
  return null;
}
