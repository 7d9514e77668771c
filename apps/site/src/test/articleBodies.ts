import type { RichTextDocument } from '@studio/contracts';

// Article bodies as a client could store them, for the page's and the feeds' tests: the JSON
// arrives unchecked here, so it is typed only at the end.

const element = { version: 1, direction: 'ltr', format: '', indent: 0 };

const words = (text: string) => ({
  type: 'text',
  version: 1,
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
});

/** A body of `blocks` under Lexical's root, unchecked. */
export const bodyOf = (...blocks: unknown[]) =>
  ({ root: { ...element, type: 'root', children: blocks } }) as unknown as RichTextDocument;

/**
 * "Read the liner notes" linked to `javascript:alert(1)`, then a script node and an HTML node:
 * only the words may reach a page or a feed.
 */
export const hostileBody = bodyOf(
  {
    ...element,
    type: 'paragraph',
    children: [
      words('Read '),
      {
        ...element,
        type: 'link',
        url: 'javascript:alert(1)',
        rel: null,
        target: null,
        title: null,
        children: [words('the liner notes')],
      },
    ],
  },
  { ...element, type: 'script', children: [words('alert(2)')] },
  { type: 'html', version: 1, html: '<img src=x onerror="alert(3)">' },
);
