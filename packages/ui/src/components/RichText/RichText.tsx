import { Fragment, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { HEADING_LEVELS, TEXT_FORMAT as FORMAT, isAllowedHref } from './allowList';
import * as styles from './RichText.css';

/**
 * The serialized editor state of a rich text (the JSON an editor such as Lexical saves): a root
 * whose children are blocks. Its content comes from people and the network, so the renderer reads
 * it as untrusted: nodes are `unknown` until a type on the allow-list claims them.
 */
export interface RichTextValue {
  root: { type?: string; children?: readonly unknown[] };
}

type Node = Record<string, unknown>;

/** The body's column is at most 68 characters wide (RichText.css); phones use the full width. */
const IMAGE_SIZES = '(min-width: 48rem) 68ch, 100vw';

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const childrenOf = (node: Node): unknown[] =>
  Array.isArray(node.children) ? (node.children as unknown[]) : [];

function renderText(node: Node): ReactNode {
  if (typeof node.text !== 'string' || node.text === '') return null;
  const format = typeof node.format === 'number' ? node.format : 0;
  let text: ReactNode = node.text;
  if (format & FORMAT.code) text = <code className={styles.code}>{text}</code>;
  if (format & FORMAT.underline) text = <u>{text}</u>;
  if (format & FORMAT.italic) text = <em>{text}</em>;
  if (format & FORMAT.bold) text = <strong>{text}</strong>;
  return text;
}

function renderInline(value: unknown, key: number): ReactNode {
  if (!isNode(value)) return null;
  switch (value.type) {
    case 'text':
      return <Fragment key={key}>{renderText(value)}</Fragment>;
    case 'linebreak':
      return <br key={key} />;
    case 'link':
    case 'autolink': {
      const children = childrenOf(value).map(renderInline);
      if (!isAllowedHref(value.url)) return <Fragment key={key}>{children}</Fragment>;
      return (
        <Link key={key} href={value.url} external={!value.url.startsWith('/')}>
          {children}
        </Link>
      );
    }
    default:
      return null;
  }
}

const inlines = (node: Node): ReactNode[] => childrenOf(node).map(renderInline);

function renderList(node: Node, key: number): ReactNode {
  const Tag = node.listType === 'number' ? 'ol' : 'ul';
  return (
    <Tag key={key} className={styles.list}>
      {childrenOf(node).map(renderListItem)}
    </Tag>
  );
}

function renderListItem(value: unknown, key: number): ReactNode {
  if (!isNode(value) || value.type !== 'listitem') return null;
  return (
    <li key={key}>
      {childrenOf(value).map((child, index) =>
        isNode(child) && child.type === 'list'
          ? renderList(child, index)
          : renderInline(child, index),
      )}
    </li>
  );
}

function renderImage(node: Node, key: number): ReactNode {
  const image = isNode(node.image) ? node.image : {};
  const sources = (Array.isArray(image.sources) ? (image.sources as unknown[]) : []).filter(
    (source): source is { url: string; width: number } =>
      isNode(source) &&
      isAllowedHref(source.url) &&
      typeof source.width === 'number' &&
      source.width > 0,
  );
  const last = sources[sources.length - 1];
  if (!last || typeof image.alt !== 'string') return null;
  const size = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
  const caption = typeof node.caption === 'string' && node.caption !== '' ? node.caption : null;
  return (
    <figure key={key} className={styles.figure}>
      <img
        className={styles.image}
        src={last.url}
        srcSet={sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
        sizes={IMAGE_SIZES}
        alt={image.alt}
        width={size(image.width)}
        height={size(image.height)}
        loading="lazy"
        decoding="async"
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}

/** An embedded player as stored: which platform, its id there, and the frame's title. */
export interface RichTextEmbed {
  provider: string;
  id: string;
  title: string;
}

function embedOf(node: Node): RichTextEmbed | null {
  const { provider, id, title } = node;
  return typeof provider === 'string' && typeof id === 'string' && typeof title === 'string'
    ? { provider, id, title }
    : null;
}

type RenderEmbed = (embed: RichTextEmbed) => ReactNode;

function renderBlock(value: unknown, key: number, renderEmbed?: RenderEmbed): ReactNode {
  if (!isNode(value)) return null;
  switch (value.type) {
    case 'image':
      return renderImage(value, key);
    case 'embed': {
      const embed = embedOf(value);
      return embed && renderEmbed ? <Fragment key={key}>{renderEmbed(embed)}</Fragment> : null;
    }
    case 'paragraph':
      return (
        <p key={key} className={styles.paragraph}>
          {inlines(value)}
        </p>
      );
    case 'heading': {
      const level = HEADING_LEVELS[value.tag as keyof typeof HEADING_LEVELS] ?? 2;
      return (
        <Heading key={key} level={level} size={level === 2 ? 'lg' : 'md'}>
          {inlines(value)}
        </Heading>
      );
    }
    case 'quote':
      return (
        <blockquote key={key} className={styles.quote}>
          {inlines(value)}
        </blockquote>
      );
    case 'list':
      return renderList(value, key);
    default:
      return null;
  }
}

export type RichTextProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The serialized editor state to draw. */
  value: RichTextValue;
  /**
   * Draws an embedded player (an `EmbedFacade` behind the visitor's consent, for example). Without
   * it embeds are left out: only the app knows each platform's player address.
   */
  renderEmbed?: (embed: RichTextEmbed) => ReactNode;
};

/**
 * Draws a rich text (an article's body) from its serialized editor state through an allow-list:
 * paragraphs, headings (`h2`–`h4`), bulleted and numbered lists, quotes, line breaks, links to
 * http(s) addresses or this site's paths, bold, italic, underlined and code text, images (a
 * responsive `<img>` from the stored sources) and, through `renderEmbed`, players. Every other
 * node, attribute, style or URL is left out, so no script, style, event handler or `javascript:`
 * link reaches the page whatever the stored JSON holds. It needs no editor library, so visitors
 * never download one.
 *
 * **Accessibility:** headings keep the document outline under the page's `h1`; links to other
 * sites open in a new tab and say so to screen readers (see Link).
 */
export function RichText({ value, renderEmbed, className, ...props }: RichTextProps) {
  const blocks = isNode(value) && isNode(value.root) ? childrenOf(value.root) : [];
  return (
    <div className={cx(styles.richText, className)} {...props}>
      {blocks.map((block, index) => renderBlock(block, index, renderEmbed))}
    </div>
  );
}
