import type {
  RichTextBlock,
  RichTextDocument,
  RichTextInline,
  RichTextListItem,
} from './rich-text.js';

type RichTextNode = RichTextBlock | RichTextListItem | RichTextInline;

const childrenOf = (node: { children?: unknown }): RichTextNode[] =>
  Array.isArray(node.children) ? (node.children as RichTextNode[]) : [];

// Only the node types the page draws give words: whatever else a body holds stays out, as on
// the page.
function linesOf(node: RichTextNode): string[] {
  switch (node.type) {
    case 'text':
      return typeof node.text === 'string' ? [node.text] : [];
    case 'image':
      return typeof node.caption === 'string' ? [node.caption] : [];
    case 'list':
      return childrenOf(node).flatMap(linesOf);
    case 'listitem': {
      const children = childrenOf(node);
      const words = children.filter((child) => child.type !== 'list');
      const nested = children.filter((child) => child.type === 'list');
      return [words.flatMap(linesOf).join(''), ...nested.flatMap(linesOf)];
    }
    case 'paragraph':
    case 'heading':
    case 'quote':
    case 'link':
      return [childrenOf(node).flatMap(linesOf).join('')];
    default:
      return [];
  }
}

/**
 * The words of a body without its markup, one block (or list item, or image caption) a line:
 * what the site's search indexes.
 */
export function richTextPlainText(document: RichTextDocument): string {
  return childrenOf(document.root)
    .flatMap(linesOf)
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/**
 * Whether a body shows nothing: no words (an empty paragraph, only spaces) and no image or
 * embed. A type that requires a body refuses such a one as missing.
 */
export function isRichTextEmpty(document: RichTextDocument): boolean {
  const drawsSomething = (node: RichTextNode): boolean =>
    node.type === 'image' ||
    node.type === 'embed' ||
    ('children' in node && childrenOf(node).some(drawsSomething));
  return richTextPlainText(document) === '' && !childrenOf(document.root).some(drawsSomething);
}
