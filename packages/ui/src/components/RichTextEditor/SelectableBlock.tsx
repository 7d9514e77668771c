import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from 'lexical';
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './RichTextEditor.css';

/**
 * Draws an image or embed that shows when it is selected (by a click, or by Backspace or the
 * arrow keys reaching it), so that the next Backspace or Delete visibly removes it.
 */
export function SelectableBlock({ nodeKey, children }: { nodeKey: NodeKey; children: ReactNode }) {
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event) => {
          if (!(event.target instanceof Node) || !ref.current?.contains(event.target)) return false;
          if (!event.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, clearSelection, setSelected],
  );

  return (
    <div ref={ref} className={styles.selectable} data-selected={selected || undefined}>
      {children}
    </div>
  );
}
