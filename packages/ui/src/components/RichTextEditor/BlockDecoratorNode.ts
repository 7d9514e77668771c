import { DecoratorNode } from 'lexical';
import type { JSX } from 'react';
import * as styles from './RichTextEditor.css';

/** What Lexical hands `importJSON`: stored JSON, read as untrusted. */
export type SerializedInput = Parameters<typeof DecoratorNode.importJSON>[0];

/** A block of its own (an image, a player) that React draws inside the element Lexical makes. */
export abstract class BlockDecoratorNode extends DecoratorNode<JSX.Element> {
  override createDOM(): HTMLElement {
    const element = document.createElement('div');
    element.className = styles.block;
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): false {
    return false;
  }
}
