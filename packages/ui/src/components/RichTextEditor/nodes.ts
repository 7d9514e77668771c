import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { Klass, LexicalNode } from 'lexical';
import { EmbedNode } from './EmbedNode';
import { ImageNode } from './ImageNode';

/**
 * The nodes the editor may hold beside Lexical's own paragraph and text: exactly what the
 * RichText renderer draws. (Line breaks and tabs, which Lexical always knows, are turned into
 * spaces by the allow-list transforms.)
 */
export const EDITOR_NODES: readonly Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  ImageNode,
  EmbedNode,
];
