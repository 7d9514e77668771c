import type {
  RichTextBlock,
  RichTextDocument,
  RichTextHeading,
  RichTextList,
  RichTextParagraph,
  RichTextQuote,
  RichTextText,
} from '@studio/contracts';

/*
 * A compact way to write an article body in code: each builder returns the node Lexical 0.52.0
 * serializes (what the admin's editor saves and the API checks), so the default articles are
 * stored, edited and rendered exactly like the ones written in the admin.
 */

const element = { version: 1, direction: 'ltr', format: '', indent: 0 } as const;

const text = (words: string): RichTextText => ({
  type: 'text',
  version: 1,
  text: words,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
});

export const paragraph = (words: string): RichTextParagraph => ({
  ...element,
  type: 'paragraph',
  children: [text(words)],
});

export const heading = (words: string): RichTextHeading => ({
  ...element,
  type: 'heading',
  tag: 'h2',
  children: [text(words)],
});

/**
 * A quotation and who said it, as one quote block (a body has no line breaks inside a block); a
 * no-break space keeps the dash with the name.
 */
export const quote = (words: string, cite: string): RichTextQuote => ({
  ...element,
  type: 'quote',
  children: [text(`${words} —\u00a0${cite}`)],
});

export const bulletList = (items: readonly string[]): RichTextList => ({
  ...element,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((item, index) => ({
    ...element,
    type: 'listitem',
    value: index + 1,
    children: [text(item)],
  })),
});

/** A whole body: its blocks under Lexical's root. */
export const richText = (...blocks: RichTextBlock[]): RichTextDocument => ({
  root: { ...element, type: 'root', children: blocks },
});
