import type { LexicalNode, NodeKey, SerializedLexicalNode } from 'lexical';
import { useContext, type JSX } from 'react';
import { PlayIcon } from '@radix-ui/react-icons';
import { LabelsContext } from './labels';
import { SelectableBlock } from './SelectableBlock';
import { BlockDecoratorNode, type SerializedInput } from './BlockDecoratorNode';
import type { EditorEmbed } from './types';
import * as styles from './RichTextEditor.css';

export interface SerializedEmbedNode extends SerializedLexicalNode, EditorEmbed {
  type: 'embed';
  version: 1;
}

function EmbedPlaceholder({ embed }: { embed: EditorEmbed }) {
  const labels = useContext(LabelsContext);
  return (
    <div className={styles.embed}>
      <PlayIcon aria-hidden="true" focusable="false" width="1.5em" height="1.5em" />
      <span>{labels.embedPlaceholder(embed)}</span>
    </div>
  );
}

/**
 * A third-party player, stored by provider and id. The editor shows a placeholder and never loads
 * the player: a visitor's consent decides that on the page.
 */
export class EmbedNode extends BlockDecoratorNode {
  __embed: EditorEmbed;

  static override getType(): string {
    return 'embed';
  }

  static override clone(node: EmbedNode): EmbedNode {
    return new EmbedNode(node.__embed, node.__key);
  }

  static override importJSON(json: SerializedInput): EmbedNode {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return $createEmbedNode({
      provider: text(json.provider),
      id: text(json.id),
      title: text(json.title),
    });
  }

  constructor(embed: EditorEmbed, key?: NodeKey) {
    super(key);
    this.__embed = embed;
  }

  override exportJSON(): SerializedEmbedNode {
    const { provider, id, title } = this.__embed;
    return { type: 'embed', version: 1, provider, id, title };
  }

  override decorate(): JSX.Element {
    return (
      <SelectableBlock nodeKey={this.getKey()}>
        <EmbedPlaceholder embed={this.__embed} />
      </SelectableBlock>
    );
  }
}

export function $createEmbedNode({ provider, id, title }: EditorEmbed): EmbedNode {
  return new EmbedNode({ provider, id, title });
}

export function $isEmbedNode(node: LexicalNode | null | undefined): node is EmbedNode {
  return node instanceof EmbedNode;
}
