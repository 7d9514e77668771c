import type { SerializedEditorState } from 'lexical';

/** The editor's value: Lexical's serialized editor state, as `RichText` draws it. */
export type RichTextEditorValue = SerializedEditorState;

/**
 * The content as one change left it. Keeping it costs nothing; `toJSON()` serializes it (once,
 * however often it is called), which on a long text is worth doing only when the value is kept or
 * sent, not on every key.
 */
export interface RichTextEditorContent {
  toJSON(): RichTextEditorValue;
}

/** One encoded file of an image, as the serialized image node lists them. */
export interface EditorImageSource {
  url: string;
  /** Intrinsic width of this file in pixels. */
  width: number;
  format: 'avif' | 'webp' | 'jpeg' | 'png' | 'svg';
}

/** An image the caller's picker returns (from its media library, for example). */
export interface EditorImage {
  /** The caller's id of the image; saved as the node's `image.mediaId`. */
  id: string;
  src: string;
  /** What the image shows; '' for a decorative image. */
  alt: string;
  width: number;
  height: number;
  /**
   * Every encoded file, smallest first. Without it the node lists `src` alone, its format read
   * from the file name's extension.
   */
  sources?: readonly EditorImageSource[];
}

/** A player the caller's `parseEmbed` recognised in an address. */
export interface EditorEmbed {
  provider: string;
  /** The platform's id of the video or track. */
  id: string;
  /** The player's title, which names its frame on the page. */
  title: string;
}
