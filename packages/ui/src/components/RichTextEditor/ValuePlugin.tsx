import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createParagraphNode, $getRoot, HISTORY_MERGE_TAG, type EditorState } from 'lexical';
import { useEffect, useRef } from 'react';
import type { RichTextEditorContent, RichTextEditorValue } from './types';

/** Updates tagged with this come from the `value` prop and are not reported back. */
const FROM_VALUE = 'rich-text-editor-value';

export interface ValuePluginProps {
  value: RichTextEditorValue | null;
  onChange: (content: RichTextEditorContent) => void;
  disabled: boolean;
}

/** Whether two editor states hold the same content (serialized: only for rare updates). */
const sameContent = (a: EditorState, b: EditorState) =>
  JSON.stringify(a.toJSON()) === JSON.stringify(b.toJSON());

/**
 * Reports every change of the content (selection moves are not changes), and loads a `value`
 * that differs from the last one reported: the editor stays the owner of what is being typed.
 * A change hands over Lexical's immutable editor state, serialized only when the caller asks:
 * on a long text the JSON costs more than the key itself.
 */
export function ValuePlugin({ value, onChange, disabled }: ValuePluginProps) {
  const [editor] = useLexicalComposerContext();
  // The value the editor shows, until a change makes the text its own (`undefined`).
  const loaded = useRef<RichTextEditorValue | null | undefined>(value);
  // Every value serialized from a report, and the latest: one handed back late (typing outruns
  // the caller's saving), or copied on its way back, is not news.
  const emitted = useRef(new WeakSet<RichTextEditorValue>());
  const lastSerialized = useRef<RichTextEditorValue | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const contentOf = (editorState: EditorState): RichTextEditorContent => {
      let json: RichTextEditorValue | undefined;
      return {
        toJSON: () => {
          if (!json) {
            json = editorState.toJSON();
            emitted.current.add(json);
            lastSerialized.current = json;
          }
          return json;
        },
      };
    };
    return editor.registerUpdateListener(
      ({ editorState, prevEditorState, dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has(FROM_VALUE) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        // Registering a node transform (the allow-list, lists, links: on opening) marks every
        // node of its kind dirty in a history-merge update. Nothing was typed: unless a transform
        // changed the content, there is nothing to report.
        if (tags.has(HISTORY_MERGE_TAG) && sameContent(prevEditorState, editorState)) return;
        loaded.current = undefined;
        onChangeRef.current(contentOf(editorState));
      },
    );
  }, [editor]);

  useEffect(() => {
    if (value === loaded.current || (value && emitted.current.has(value))) return;
    if (value) {
      const text = JSON.stringify(value);
      const known = [loaded.current, lastSerialized.current];
      if (known.some((other) => other && JSON.stringify(other) === text)) return;
    }
    loaded.current = value;
    if (value) editor.setEditorState(editor.parseEditorState(value), { tag: FROM_VALUE });
    else
      editor.update(() => $getRoot().clear().append($createParagraphNode()), { tag: FROM_VALUE });
  }, [editor, value]);

  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  return null;
}
