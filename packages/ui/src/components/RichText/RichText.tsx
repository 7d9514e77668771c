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

function renderListItem(value: unknown, key: number): ReactNode {
  if (!isNode(value) || value.type !== 'listitem') return null;
  return (
    <li key={key}>
      {childrenOf(value).map((child, index) =>
        isNode(child) && child.type === 'list'
          ? renderBlock(child, index)
          : renderInline(child, index),
      )}
    </li>
  );
}

function renderBlock(value: unknown, key: number): ReactNode {
  if (!isNode(value)) return null;
  switch (value.type) {
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
    case 'list': {
      const Tag = value.listType === 'number' ? 'ol' : 'ul';
      return (
        <Tag key={key} className={styles.list}>
          {childrenOf(value).map(renderListItem)}
        </Tag>
      );
    }
    default:
      return null;
  }
}

export type RichTextProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The serialized editor state to draw. */
  value: RichTextValue;
};

/**
 * Draws a rich text (an article's body) from its serialized editor state through an allow-list:
 * paragraphs, headings (`h2`–`h4`), bulleted and numbered lists, quotes, line breaks, links to
 * http(s) addresses or this site's paths, and bold, italic, underlined and code text. Every other
 * node, attribute, style or URL is left out, so no script, style, event handler or `javascript:`
 * link reaches the page whatever the stored JSON holds. It needs no editor library, so visitors
 * never download one.
 *
 * **Accessibility:** headings keep the document outline under the page's `h1`; links to other
 * sites open in a new tab and say so to screen readers (see Link).
 */
export function RichText({ value, className, ...props }: RichTextProps) {
  const blocks = isNode(value) && isNode(value.root) ? childrenOf(value.root) : [];
  return (
    <div className={cx(styles.richText, className)} {...props}>
      {blocks.map(renderBlock)}
    </div>
  );
}
