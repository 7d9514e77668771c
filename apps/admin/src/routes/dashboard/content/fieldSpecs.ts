import { IsoDate, TextPatterns, UPCOMING_STAGE_LABELS } from '@studio/contracts';
import type { TSchema } from '@sinclair/typebox';

/*
 * Reads a collection's TypeBox schema (the one the API validates with) into the fields its form
 * shows, so a field added to the contracts shows up in the editor with its label and limits.
 */

type Base = {
  name: string;
  label: string;
  hint?: string;
  required: boolean;
  /** The form path whose value the empty field shows as its placeholder (what is used instead). */
  placeholderFrom?: string;
};

/** Optional overrides whose empty field shows the value the site uses without them. */
const PLACEHOLDER_FROM: Record<string, string> = {
  metaTitle: 'data.title',
  metaDescription: 'data.subtitle',
};

export type FieldSpec = Base &
  (
    | { kind: 'text' | 'multiline' | 'date' | 'datetime'; maxLength?: number }
    | { kind: 'number'; min?: number; max?: number; integer: boolean }
    | { kind: 'choice'; options: string[] }
    | { kind: 'boolean' }
    | { kind: 'image' | 'audio' | 'richtext' }
    | { kind: 'lines'; maxItems?: number; maxLength?: number }
    | { kind: 'group'; fields: FieldSpec[] }
    | { kind: 'repeat'; fields: FieldSpec[]; maxItems?: number; itemLabel: string }
  );

type Json = {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  description?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  const?: unknown;
};

/** Words a name alone does not spell well. */
const LABELS: Record<string, string> = {
  x: 'X',
  heroImage: 'Hero image',
  streamingUrl: 'Streaming URL',
  videoChannelUrl: 'Video channel URL',
  streamingAlbumUrl: 'Streaming album URL',
  url: 'URL',
  id: 'ID',
  to: 'Link to (a path on this site)',
  employmentType: 'Employment type',
  launchAt: 'Launch date and time',
  legalName: 'Legal name',
  labelName: 'Record label name',
  supportEmail: 'Support email',
  careersEmail: 'Careers email',
  postalCode: 'Postal code',
  seo: 'Search and sharing',
  noindex: 'Hide from search engines (noindex)',
  upcoming: 'Upcoming Releases on the home page',
  // Beside a release's platform links (Add link), the poster's own link says whose it is.
  link: 'Link from the poster',
  href: 'Link to',
};

/** Choices whose value alone does not say what the site shows: a stage as its badge. */
const CHOICE_LABELS: Readonly<Record<string, string>> = { ...UPCOMING_STAGE_LABELS };

/** A choice as shown: `music-production` → `Music production`, `coming-soon` → `Coming Soon`. */
export function choiceLabel(value: string): string {
  const known = CHOICE_LABELS[value];
  if (known) return known;
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `heroImage` → `Hero image`. */
export function labelOf(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function hintOf(schema: Json, extra?: string): string | undefined {
  const parts = [schema.description, extra].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

const limitHint = (max: number | undefined) => (max ? `Up to ${max} characters.` : undefined);

function isMedia(schema: Json): 'image' | 'audio' | null {
  const properties = schema.properties;
  if (!properties?.mediaId) return null;
  return properties.alt ? 'image' : 'audio';
}

function isRichText(schema: Json): boolean {
  return schema.type === 'object' && schema.properties?.root !== undefined;
}

function choicesOf(schema: Json): string[] | null {
  if (!schema.anyOf || schema.anyOf.length === 0) return null;
  const values = schema.anyOf.map((option) => option.const);
  return values.every((value): value is string => typeof value === 'string') ? values : null;
}

function fieldOf(name: string, schema: Json, required: boolean): FieldSpec {
  const from = PLACEHOLDER_FROM[name];
  const base = { name, label: labelOf(name), required, ...(from ? { placeholderFrom: from } : {}) };
  const choices = choicesOf(schema);
  if (choices) return { ...base, kind: 'choice', options: choices, hint: hintOf(schema) };
  const media = isMedia(schema);
  if (media) return { ...base, kind: media, hint: hintOf(schema) };
  // The schema's description is written for API clients; editors get what they can add.
  if (isRichText(schema))
    return {
      ...base,
      kind: 'richtext',
      hint: 'Headings, lists, quotes, links, images from the media library, and YouTube or Spotify players.',
    };
  switch (schema.type) {
    case 'string': {
      const kind =
        schema.format === 'date-time'
          ? 'datetime'
          : schema.pattern === (IsoDate as Json).pattern
            ? 'date'
            : schema.pattern === TextPatterns.multiLine
              ? 'multiline'
              : 'text';
      return {
        ...base,
        kind,
        maxLength: schema.maxLength,
        hint: hintOf(
          schema,
          kind === 'text' || kind === 'multiline' ? limitHint(schema.maxLength) : undefined,
        ),
      };
    }
    case 'integer':
    case 'number':
      return {
        ...base,
        kind: 'number',
        integer: schema.type === 'integer',
        min: schema.minimum,
        max: schema.maximum,
        hint: hintOf(
          schema,
          schema.minimum !== undefined && schema.maximum !== undefined
            ? `${schema.type === 'integer' ? 'A whole number' : 'A number'} from ${schema.minimum} to ${schema.maximum}.`
            : undefined,
        ),
      };
    case 'boolean':
      return { ...base, kind: 'boolean', hint: hintOf(schema) };
    case 'array': {
      const items = schema.items ?? {};
      if (items.type === 'object')
        return {
          ...base,
          kind: 'repeat',
          fields: fieldsOf(items),
          maxItems: schema.maxItems,
          itemLabel: labelOf(name).replace(/s$/, ''),
          hint: hintOf(schema),
        };
      return {
        ...base,
        kind: 'lines',
        maxItems: schema.maxItems,
        maxLength: items.maxLength,
        hint: hintOf(
          schema,
          `One per line${schema.maxItems ? `, at most ${schema.maxItems}` : ''}${items.maxLength ? ` of up to ${items.maxLength} characters each` : ''}.`,
        ),
      };
    }
    case 'object':
      return { ...base, kind: 'group', fields: fieldsOf(schema), hint: hintOf(schema) };
    default:
      return { ...base, kind: 'text', hint: hintOf(schema) };
  }
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: TSchema | Json): FieldSpec[] {
  const json = schema as Json;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name)),
  );
}

const BLANK_ELEMENT = { version: 1, direction: null, format: '', indent: 0 };

/**
 * A body with one empty paragraph, as Lexical serializes a blank editor (its paragraphs carry
 * `textFormat` and `textStyle`): a new entry's body that nobody touched reads back the same.
 */
export const EMPTY_RICH_TEXT = {
  root: {
    type: 'root',
    ...BLANK_ELEMENT,
    children: [{ type: 'paragraph', ...BLANK_ELEMENT, textFormat: 0, textStyle: '', children: [] }],
  },
};

/** A new entry's value for `field`: empty text, no choice made yet, nothing picked. */
export function emptyValue(field: FieldSpec): unknown {
  if (!field.required) return undefined;
  switch (field.kind) {
    case 'richtext':
      return structuredClone(EMPTY_RICH_TEXT);
    case 'text':
    case 'multiline':
    case 'date':
    case 'datetime':
      return '';
    case 'boolean':
      return false;
    case 'choice':
      return field.options[0];
    case 'lines':
    case 'repeat':
      return [];
    case 'group':
      return emptyObject(field.fields);
    default:
      return undefined;
  }
}

export function emptyObject(fields: readonly FieldSpec[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of fields) {
    const empty = emptyValue(field);
    if (empty !== undefined) value[field.name] = empty;
  }
  return value;
}
