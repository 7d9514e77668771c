import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createParagraphNode, $getRoot } from 'lexical';
import { useEffect, useRef } from 'react';
import type { RichTextEditorValue } from './types';

/** Updates tagged with this come from the `value` prop and are not reported back. */
const FROM_VALUE = 'rich-text-editor-value';

export interface ValuePluginProps {
  value: RichTextEditorValue | null;
  onChange: (value: RichTextEditorValue) => void;
  disabled: boolean;
}

/**
 * Reports every change of the content (selection moves are not changes), and loads a `value`
 * that differs from the last one reported: the editor stays the owner of what is being typed.
 */
export function ValuePlugin({ value, onChange, disabled }: ValuePluginProps) {
  const [editor] = useLexicalComposerContext();
  const reported = useRef<RichTextEditorValue | null>(value);
  // Every value reported: one handed back late (typing outruns re-rendering) is not news.
  const emitted = useRef(new WeakSet<RichTextEditorValue>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has(FROM_VALUE) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const next = editorState.toJSON();
        reported.current = next;
        emitted.current.add(next);
        onChangeRef.current(next);
      }),
    [editor],
  );

  useEffect(() => {
    if (value === reported.current || (value && emitted.current.has(value))) return;
    if (value && reported.current && JSON.stringify(value) === JSON.stringify(reported.current))
      return;
    reported.current = value;
    if (value) editor.setEditorState(editor.parseEditorState(value), { tag: FROM_VALUE });
    else
      editor.update(() => $getRoot().clear().append($createParagraphNode()), { tag: FROM_VALUE });
  }, [editor, value]);

  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  return null;
}
