import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { mergeRegister } from '@lexical/utils';
import {
  $createTextNode,
  COMMAND_PRIORITY_HIGH,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  LineBreakNode,
  ParagraphNode,
  TabNode,
  TextNode,
  type ElementNode,
  type LexicalEditor,
} from 'lexical';
import {
  ALLOWED_TEXT_FORMATS,
  HEADING_LEVELS,
  isAllowedHref,
  type HeadingTag,
} from '../RichText/allowList';

/*
 * Whatever arrives (typing, a paste from a word processor, a stored state), the editor keeps only
 * what the RichText renderer draws and the server's check accepts: no styles, no formats but bold,
 * italic, underline and code, headings h2 to h4, bullet and number lists, links to http(s) or this
 * site's paths, and no line breaks or tabs inside a block.
 */

const MAX_INDENT = 10;

function cleanElement(node: ElementNode): void {
  if (node.getTextStyle() !== '') node.setTextStyle('');
  const format = node.getTextFormat();
  if ((format & ~ALLOWED_TEXT_FORMATS) !== 0) node.setTextFormat(format & ALLOWED_TEXT_FORMATS);
  if (node.getIndent() > MAX_INDENT) node.setIndent(MAX_INDENT);
}

function cleanText(node: TextNode): void {
  if (node.getStyle() !== '') node.setStyle('');
  const format = node.getFormat();
  if ((format & ~ALLOWED_TEXT_FORMATS) !== 0) node.setFormat(format & ALLOWED_TEXT_FORMATS);
  if (node.getMode() !== 'normal') node.setMode('normal');
}

function nearestHeadingTag(tag: string): HeadingTag {
  if (Object.hasOwn(HEADING_LEVELS, tag)) return tag as HeadingTag;
  return tag === 'h1' ? 'h2' : 'h4';
}

function cleanHeading(node: HeadingNode): void {
  cleanElement(node);
  const tag = node.getTag();
  if (!Object.hasOwn(HEADING_LEVELS, tag))
    node.replace($createHeadingNode(nearestHeadingTag(tag)), true);
}

function cleanList(node: ListNode): void {
  cleanElement(node);
  if (node.getListType() === 'check') node.setListType('bullet');
  if (node.getStart() < 1) node.setStart(1);
}

function cleanListItem(node: ListItemNode): void {
  cleanElement(node);
  if (node.getChecked() !== undefined) node.setChecked(undefined);
}

function cleanLink(node: LinkNode): void {
  cleanElement(node);
  if (!isAllowedHref(node.getURL())) {
    // An address the page would not link (javascript:, mailto:, a typo) keeps only its words.
    for (const child of node.getChildren()) node.insertBefore(child);
    node.remove();
    return;
  }
  const target = node.getTarget();
  if (target !== null && target !== '_blank') node.setTarget(null);
  const rel = node.getRel();
  if (rel !== null && !/^[a-z ]{0,60}$/.test(rel)) node.setRel(null);
  const title = node.getTitle();
  if (title !== null && title.length > 300) node.setTitle(null);
}

/** Registers the transforms and commands that hold the editor to the allow-list. */
export function registerAllowList(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(TextNode, cleanText),
    editor.registerNodeTransform(TabNode, (node) => void node.replace($createTextNode(' '))),
    editor.registerNodeTransform(LineBreakNode, (node) => void node.replace($createTextNode(' '))),
    editor.registerNodeTransform(ParagraphNode, cleanElement),
    editor.registerNodeTransform(QuoteNode, cleanElement),
    editor.registerNodeTransform(HeadingNode, cleanHeading),
    editor.registerNodeTransform(ListNode, cleanList),
    editor.registerNodeTransform(ListItemNode, cleanListItem),
    editor.registerNodeTransform(LinkNode, cleanLink),
    // Shift+Enter starts a new block: the page has no line breaks inside one.
    editor.registerCommand(
      INSERT_LINE_BREAK_COMMAND,
      () => editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined),
      COMMAND_PRIORITY_HIGH,
    ),
  );
}
