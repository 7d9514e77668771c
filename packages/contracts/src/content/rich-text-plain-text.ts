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
