/// <reference lib="dom" />
// The floor of the editor's input latency: Lexical with the packages and nodes the admin's editor
// uses, on the same document, and nothing of ours (no toolbar, no form, no saving). Bundled and
// served by editor-floor.ts; the document and the admin editor's layout arrive on `window`.
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const { floorDocument } = window as unknown as { floorDocument: unknown };
const root = document.getElementById('root');
if (!root) throw new Error('the floor page has no #root');

createRoot(root).render(
  h(
    LexicalComposer,
    {
      initialConfig: {
        namespace: 'Floor',
        nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
        editorState: JSON.stringify(floorDocument),
        onError: (cause: Error) => {
          throw cause;
        },
      },
    },
    h(RichTextPlugin, {
      contentEditable: h(ContentEditable, { className: 'editable', 'aria-label': 'Body' }),
      ErrorBoundary: LexicalErrorBoundary,
    }),
    h(HistoryPlugin),
    h(ListPlugin),
    h(LinkPlugin),
  ),
);
