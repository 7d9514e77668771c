import type { SerializedEditorState } from 'lexical';
import { describe, expectTypeOf, it } from 'vitest';
import type { RichTextDocument } from '../src/index.js';

describe('the stored article body', () => {
  // Checked by the type checker (`npm run typecheck`): the allow-list's node types are a subset
  // of what lexical 0.52.0 serializes, so the admin's editor state and the API's agree.
  it('is a Lexical 0.52.0 serialized editor state', () => {
    expectTypeOf<RichTextDocument>().toExtend<SerializedEditorState>();
  });
});
