import { createContext } from 'react';

/** Every word the editor shows or reads aloud; pass only those you change. */
export interface RichTextEditorLabels {
  /** Accessible name of the toolbar. */
  toolbar: string;
  /** Names of the toolbar's groups, read when focus enters them. */
  textFormat: string;
  blockType: string;
  bold: string;
  italic: string;
  underline: string;
  code: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  heading4: string;
  bulletList: string;
  numberList: string;
  quote: string;
  link: string;
  unlink: string;
  image: string;
  embed: string;
  undo: string;
  redo: string;
  /** The link dialog. */
  linkTitle: string;
  linkUrl: string;
  linkHint: string;
  linkInvalid: string;
  apply: string;
  cancel: string;
  /** The embed dialog. */
  embedTitle: string;
  embedUrl: string;
  embedHint: string;
  embedInvalid: string;
  /** Shown in place of an embedded player, which the editor never loads. */
  embedPlaceholder: (embed: { provider: string; title: string }) => string;
  /** Shown in the empty editor (also its `aria-placeholder`). */
  placeholder: string;
}

export const defaultRichTextEditorLabels: RichTextEditorLabels = {
  toolbar: 'Formatting',
  textFormat: 'Text style',
  blockType: 'Block type',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  code: 'Code',
  paragraph: 'Paragraph',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  heading4: 'Heading 4',
  bulletList: 'Bulleted list',
  numberList: 'Numbered list',
  quote: 'Quote',
  link: 'Link',
  unlink: 'Remove link',
  image: 'Insert image',
  embed: 'Embed media',
  undo: 'Undo',
  redo: 'Redo',
  linkTitle: 'Link',
  linkUrl: 'Address',
  linkHint: 'An address starting with https:// or a path on this site such as /about.',
  linkInvalid: 'Enter an address starting with http:// or https://, or a path starting with /.',
  apply: 'Apply',
  cancel: 'Cancel',
  embedTitle: 'Embed media',
  embedUrl: 'Address of the video or track',
  embedHint: 'Paste the address from the platform’s share button.',
  embedInvalid: 'This address is not one that can be embedded here.',
  embedPlaceholder: ({ provider, title }) => `${title} (${provider})`,
  placeholder: 'Start writing…',
};

/** The labels in use, for the parts Lexical renders outside the component's props (its nodes). */
export const LabelsContext = createContext<RichTextEditorLabels>(defaultRichTextEditorLabels);
