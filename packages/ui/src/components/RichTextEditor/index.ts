export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { defaultRichTextEditorLabels, type RichTextEditorLabels } from './labels';
export type {
  EditorEmbed,
  EditorImage,
  EditorImageSource,
  RichTextEditorContent,
  RichTextEditorValue,
} from './types';
export type { SerializedImageNode } from './ImageNode';
export type { SerializedEmbedNode } from './EmbedNode';
