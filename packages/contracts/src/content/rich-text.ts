import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FieldError } from '../answers.js';
import { TextPatterns } from '../text.js';
import { ImageReference } from './media.js';

/*
 * Article bodies are Lexical's serialized editor state (lexical 0.52.0), limited to an
 * allow-list of node types. The types below are the subset of Lexical's serialized nodes this
 * site accepts (a test checks they stay assignable to Lexical's own); `richTextProblems` is the
 * check the API runs on every body and the admin's forms can run before sending. Anything it
 * does not name is refused, so no script, style, event handler or `javascript:` link can be
 * stored, whatever a client sends.
 */

/** Text formats allowed, as Lexical's bit flags. */
export const TEXT_FORMATS = { bold: 1, italic: 2, underline: 8, code: 16 } as const;
const ALLOWED_FORMAT_BITS = Object.values(TEXT_FORMATS).reduce((all, bit) => all | bit, 0);

export const HEADING_TAGS = ['h2', 'h3', 'h4'] as const;
export type HeadingTag = (typeof HEADING_TAGS)[number];

/** The players the site knows how to embed (the ids are those platforms' own). */
export const EMBED_PROVIDERS = ['youtube', 'spotify'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export const RICH_TEXT_LIMITS = {
  /** Element nesting below the root (a list inside a list item counts two levels). */
  maxDepth: 8,
  maxNodes: 5000,
  maxTextLength: 10_000,
  maxUrlLength: 2048,
  /** Problems listed in one answer; the rest are found once these are fixed. */
  maxProblems: 20,
} as const;

const ELEMENT_FORMATS = ['', 'left', 'start', 'center', 'right', 'end', 'justify'] as const;
type ElementFormat = (typeof ELEMENT_FORMATS)[number];

interface ElementBase<T extends string, C> {
  type: T;
  version: number;
  children: C[];
  direction: 'ltr' | 'rtl' | null;
  format: ElementFormat;
  indent: number;
  textFormat?: number;
  textStyle?: string;
}

export interface RichTextText {
  type: 'text';
  version: number;
  text: string;
  format: number;
  detail: number;
  mode: 'normal';
  style: '';
}

export interface RichTextLink extends ElementBase<'link', RichTextText> {
  url: string;
  rel: string | null;
  target: '_blank' | null;
  title: string | null;
}

export type RichTextInline = RichTextText | RichTextLink;

export type RichTextParagraph = ElementBase<'paragraph', RichTextInline>;
export type RichTextQuote = ElementBase<'quote', RichTextInline>;
export interface RichTextHeading extends ElementBase<'heading', RichTextInline> {
  tag: HeadingTag;
}
export interface RichTextListItem extends ElementBase<'listitem', RichTextInline | RichTextList> {
  value: number;
}
export interface RichTextList extends ElementBase<'list', RichTextListItem> {
  listType: 'bullet' | 'number';
  start: number;
  tag: 'ul' | 'ol';
}
export interface RichTextImage {
  type: 'image';
  version: number;
  image: ImageReference;
  caption?: string;
}
export interface RichTextEmbed {
  type: 'embed';
  version: number;
  provider: EmbedProvider;
  /** The platform's id of the video or track. */
  id: string;
  /** The player's title, which names its frame. */
  title: string;
}

export type RichTextBlock =
  | RichTextParagraph
  | RichTextHeading
  | RichTextQuote
  | RichTextList
  | RichTextImage
  | RichTextEmbed;

export type RichTextRoot = ElementBase<'root', RichTextBlock>;

/** A stored article body. */
export interface RichTextDocument {
  root: RichTextRoot;
}

/**
 * The body's schema as the OpenAPI document shows it: the outer shape only. Each node is checked
 * by `richTextProblems`, which names the node and field it refuses.
 */
export const RichTextBody = Type.Unsafe<RichTextDocument>(
  Type.Object(
    {
      root: Type.Object(
        {
          type: Type.Literal('root'),
          children: Type.Array(Type.Object({}, { additionalProperties: true }), {
            maxItems: RICH_TEXT_LIMITS.maxNodes,
          }),
        },
        { additionalProperties: true },
      ),
    },
    {
      additionalProperties: false,
      description:
        'Lexical 0.52.0 serialized editor state. Allowed nodes: paragraph, heading (h2-h4), list ' +
        '(bullet, number), listitem, quote, link (http, https or same-site URLs), text (bold, ' +
        'italic, underline, code; no style), image (a media reference) and embed (youtube or ' +
        'spotify by id). Anything else is refused with a field error.',
    },
  ),
);
export type RichTextBody = Static<typeof RichTextBody>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shared text rule: no control characters but tab and line breaks, no lone surrogates. */
const CLEAN_TEXT = new RegExp(TextPatterns.multiLine);
const ONE_LINE = new RegExp(TextPatterns.singleLine);
const ABSOLUTE_HTTP = /^https?:\/\/[^/?#]+(?:[/?#].*)?$/i;
const EMBED_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `url` may be a link's target: http(s), or a path on this site (never `//host`). */
export function isAllowedLinkUrl(url: string): boolean {
  if (url.length === 0 || url.length > RICH_TEXT_LIMITS.maxUrlLength) return false;
  if (/[\s\\]/.test(url) || !ONE_LINE.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (url.startsWith('#')) return true;
  return ABSOLUTE_HTTP.test(url);
}

const ELEMENT_KEYS = [
  'type',
  'version',
  'children',
  'direction',
  'format',
  'indent',
  'textFormat',
  'textStyle',
];
const KEYS: Record<string, readonly string[]> = {
  root: ELEMENT_KEYS,
  paragraph: ELEMENT_KEYS,
  quote: ELEMENT_KEYS,
  heading: [...ELEMENT_KEYS, 'tag'],
  list: [...ELEMENT_KEYS, 'listType', 'start', 'tag'],
  listitem: [...ELEMENT_KEYS, 'value', 'checked'],
  link: [...ELEMENT_KEYS, 'url', 'rel', 'target', 'title'],
  text: ['type', 'version', 'text', 'format', 'detail', 'mode', 'style'],
  image: ['type', 'version', 'image', 'caption'],
  embed: ['type', 'version', 'provider', 'id', 'title'],
};

const BLOCKS = ['paragraph', 'heading', 'quote', 'list', 'image', 'embed'];
const INLINES = ['text', 'link'];
const CHILDREN: Record<string, readonly string[]> = {
  root: BLOCKS,
  paragraph: INLINES,
  quote: INLINES,
  heading: INLINES,
  list: ['listitem'],
  listitem: [...INLINES, 'list'],
  link: ['text'],
};

class Checker {
  readonly problems: FieldError[] = [];
  private nodes = 0;

  constructor(private readonly base: string) {}

  private add(path: string, message: string): void {
    if (this.problems.length < RICH_TEXT_LIMITS.maxProblems)
      this.problems.push({ field: `${this.base}.${path}`, message });
  }

  private text(node: Json, key: string, path: string, max: number, allowEmpty = true): void {
    const value = node[key];
    if (typeof value !== 'string') return this.add(`${path}.${key}`, 'Must be of type string');
    if (!allowEmpty && value.trim().length === 0)
      return this.add(`${path}.${key}`, 'Must not be blank');
    if (value.length > max)
      return this.add(`${path}.${key}`, `Must be at most ${max} characters long`);
    if (!CLEAN_TEXT.test(value))
      this.add(`${path}.${key}`, 'Must be text without control characters');
  }

  node(value: unknown, path: string, allowed: readonly string[], depth: number): void {
    this.nodes += 1;
    if (this.nodes > RICH_TEXT_LIMITS.maxNodes) {
      if (this.nodes === RICH_TEXT_LIMITS.maxNodes + 1)
        this.add(path, `Must hold at most ${RICH_TEXT_LIMITS.maxNodes} nodes`);
      return;
    }
    if (!isObject(value)) return this.add(path, 'Must be a node object');
    const type = value.type;
    if (typeof type !== 'string' || !Object.hasOwn(KEYS, type) || type === 'root') {
      return this.add(`${path}.type`, `Unknown node type: ${String(type).slice(0, 40)}`);
    }
    if (!allowed.includes(type))
      return this.add(`${path}.type`, `A ${type} node is not allowed here`);
    for (const key of Object.keys(value)) {
      if (!(KEYS[type] ?? []).includes(key)) this.add(`${path}.${key}`, 'Unknown field');
    }
    if (typeof value.version !== 'number' || !Number.isInteger(value.version))
      this.add(`${path}.version`, 'Must be an integer');
    this.fields(type, value, path);
    const childTypes = CHILDREN[type];
    if (childTypes) this.children(value, path, childTypes, depth + 1);
  }

  element(node: Json, path: string): void {
    if (!(node.direction === null || node.direction === 'ltr' || node.direction === 'rtl'))
      this.add(`${path}.direction`, 'Must be ltr, rtl or null');
    if (!ELEMENT_FORMATS.includes(node.format as ElementFormat))
      this.add(
        `${path}.format`,
        'Must be an alignment: left, start, center, right, end, justify or empty',
      );
    if (
      !Number.isInteger(node.indent) ||
      (node.indent as number) < 0 ||
      (node.indent as number) > 10
    )
      this.add(`${path}.indent`, 'Must be an integer from 0 to 10');
    if (node.textFormat !== undefined && !validFormat(node.textFormat))
      this.add(`${path}.textFormat`, 'Only bold, italic, underline and code are allowed');
    if (node.textStyle !== undefined && node.textStyle !== '')
      this.add(`${path}.textStyle`, 'Styles are not allowed');
  }

  children(node: Json, path: string, allowed: readonly string[], depth: number): void {
    if (depth > RICH_TEXT_LIMITS.maxDepth)
      return this.add(path, `Must not nest more than ${RICH_TEXT_LIMITS.maxDepth} levels deep`);
    const children = node.children;
    if (!Array.isArray(children)) return this.add(`${path}.children`, 'Must be a list of nodes');
    children.forEach((child, index) =>
      this.node(child, `${path}.children.${index}`, allowed, depth),
    );
  }

  private fields(type: string, node: Json, path: string): void {
    switch (type) {
      case 'text':
        this.text(node, 'text', path, RICH_TEXT_LIMITS.maxTextLength);
        if (!validFormat(node.format))
          this.add(`${path}.format`, 'Only bold, italic, underline and code are allowed');
        if (
          !Number.isInteger(node.detail) ||
          (node.detail as number) < 0 ||
          (node.detail as number) > 3
        )
          this.add(`${path}.detail`, 'Must be an integer from 0 to 3');
        if (node.mode !== 'normal') this.add(`${path}.mode`, 'Must be normal');
        if (node.style !== '') this.add(`${path}.style`, 'Styles are not allowed');
        return;
      case 'link':
        this.element(node, path);
        if (typeof node.url !== 'string' || !isAllowedLinkUrl(node.url))
          this.add(`${path}.url`, 'Must be an http or https URL, or a path on this site');
        if (!(
          node.rel === null ||
          node.rel === undefined ||
          (typeof node.rel === 'string' && /^[a-z ]{0,60}$/.test(node.rel))
        ))
          this.add(`${path}.rel`, 'Must be link relations such as noopener, or null');
        if (!(node.target === null || node.target === undefined || node.target === '_blank'))
          this.add(`${path}.target`, 'Must be _blank or null');
        if (!(node.title === null || node.title === undefined)) this.text(node, 'title', path, 300);
        return;
      case 'heading':
        this.element(node, path);
        if (!HEADING_TAGS.includes(node.tag as HeadingTag))
          this.add(`${path}.tag`, 'Must be h2, h3 or h4');
        return;
      case 'list':
        this.element(node, path);
        if (node.listType !== 'bullet' && node.listType !== 'number')
          this.add(`${path}.listType`, 'Must be bullet or number');
        else if (node.tag !== (node.listType === 'bullet' ? 'ul' : 'ol'))
          this.add(`${path}.tag`, 'Must be ul for a bullet list and ol for a numbered one');
        if (
          !Number.isInteger(node.start) ||
          (node.start as number) < 1 ||
          (node.start as number) > 100_000
        )
          this.add(`${path}.start`, 'Must be a positive integer');
        return;
      case 'listitem':
        this.element(node, path);
        if (
          !Number.isInteger(node.value) ||
          (node.value as number) < 0 ||
          (node.value as number) > 100_000
        )
          this.add(`${path}.value`, 'Must be a positive integer');
        if (node.checked !== undefined) this.add(`${path}.checked`, 'Check lists are not allowed');
        return;
      case 'image':
        for (const error of Value.Errors(ImageReference, node.image)) {
          this.add(`${path}.image${error.path.replace(/\//g, '.')}`, error.message);
          break;
        }
        if (node.caption !== undefined) this.text(node, 'caption', path, 300);
        return;
      case 'embed':
        if (!EMBED_PROVIDERS.includes(node.provider as EmbedProvider))
          this.add(`${path}.provider`, `Must be one of: ${EMBED_PROVIDERS.join(', ')}`);
        if (typeof node.id !== 'string' || !EMBED_ID.test(node.id))
          this.add(`${path}.id`, 'Must be the platform id: letters, digits, _ and -');
        this.text(node, 'title', path, 200, false);
        return;
      default:
        this.element(node, path);
    }
  }
}

function validFormat(value: unknown): boolean {
  return (
    Number.isInteger(value) &&
    ((value as number) & ~ALLOWED_FORMAT_BITS) === 0 &&
    (value as number) >= 0
  );
}

/**
 * Every way `value` breaks the article body's allow-list (at most 20), as field errors under
 * `field` (`body.root.children.2.url`); empty when it is a body the site may render.
 */
export function richTextProblems(value: unknown, field = 'body'): FieldError[] {
  const checker = new Checker(field);
  if (!isObject(value) || !isObject(value.root)) {
    return [{ field: `${field}.root`, message: 'Must be a Lexical editor state with a root node' }];
  }
  const extra = Object.keys(value).filter((key) => key !== 'root');
  for (const key of extra)
    checker.problems.push({ field: `${field}.${key}`, message: 'Unknown field' });
  const root = value.root;
  if (root.type !== 'root')
    checker.problems.push({ field: `${field}.root.type`, message: 'Must be root' });
  for (const key of Object.keys(root)) {
    if (!ELEMENT_KEYS.includes(key))
      checker.problems.push({ field: `${field}.root.${key}`, message: 'Unknown field' });
  }
  checker.element(root, 'root');
  checker.children(root, 'root', BLOCKS, 1);
  return checker.problems.slice(0, RICH_TEXT_LIMITS.maxProblems);
}

/** Whether `value` is a body the site may store and render. */
export function isRichTextDocument(value: unknown): value is RichTextDocument {
  return richTextProblems(value).length === 0;
}
