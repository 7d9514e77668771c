import { ChangeList, RevisionList, SaveStatus } from '@studio/ui';
import { RichTextEditor, type RichTextEditorValue } from '@studio/ui/editor';
import { useState } from 'react';
import { Block } from './Block';

/** The editing blocks: the autosave and history blocks, and the editor from its own entry. */
export function EditorBlocks() {
  const [body, setBody] = useState<RichTextEditorValue | null>(null);
  return (
    <>
      <Block name="RichTextEditor">
        <RichTextEditor
          label="Notes"
          value={body}
          onChange={(content) => setBody(content.toJSON())}
        />
      </Block>
      <Block name="SaveStatus">
        <SaveStatus state="saved" />
      </Block>
      <Block name="RevisionList">
        <RevisionList
          items={[{ id: 'a', author: 'Asha Rao', at: '2026-03-12T14:05:00Z' }]}
          selectedId="a"
          onSelect={() => undefined}
          onRestore={() => undefined}
        />
      </Block>
      <Block name="ChangeList">
        <ChangeList changes={[{ field: 'Title', before: 'Old', after: 'New' }]} />
      </Block>
    </>
  );
}
