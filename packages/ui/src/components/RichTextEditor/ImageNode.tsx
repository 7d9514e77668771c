import type { LexicalNode, NodeKey, SerializedLexicalNode } from 'lexical';
import type { JSX } from 'react';
import { BlockDecoratorNode, type SerializedInput } from './BlockDecoratorNode';
import { SelectableBlock } from './SelectableBlock';
import type { EditorImage, EditorImageSource } from './types';
import * as richTextStyles from '../RichText/RichText.css';

/** The image as the serialized node stores it: a reference to the caller's media. */
export interface SerializedImageReference {
  mediaId: string;
  alt: string;
  width: number;
  height: number;
  sources: EditorImageSource[];
}

export interface SerializedImageNode extends SerializedLexicalNode {
  type: 'image';
  version: 1;
  image: SerializedImageReference;
  caption?: string;
}

const FORMATS: Record<string, EditorImageSource['format']> = {
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  svg: 'svg',
};

function formatOf(src: string): EditorImageSource['format'] {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase() ?? '';
  return FORMATS[extension] ?? 'jpeg';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const size = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function parseImageReference(value: unknown): SerializedImageReference {
  const image = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const sources = Array.isArray(image.sources) ? (image.sources as unknown[]) : [];
  return {
    mediaId: text(image.mediaId),
    alt: text(image.alt),
    width: size(image.width),
    height: size(image.height),
    sources: sources.map((source) => {
      const entry = (typeof source === 'object' && source !== null ? source : {}) as Record<
        string,
        unknown
      >;
      const url = text(entry.url);
      return {
        url,
        width: size(entry.width),
        format: FORMATS[text(entry.format)] ?? formatOf(url),
      };
    }),
  };
}

/** The serialized reference of a picked image. */
export function imageReference(image: EditorImage): SerializedImageReference {
  return {
    mediaId: image.id,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sources: image.sources
      ? image.sources.map((source) => ({ ...source }))
      : [{ url: image.src, width: image.width, format: formatOf(image.src) }],
  };
}

/** A block image; the editor draws its largest file, the page chooses among all of them. */
export class ImageNode extends BlockDecoratorNode {
  __image: SerializedImageReference;
  __caption: string | undefined;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__image, node.__caption, node.__key);
  }

  static override importJSON(json: SerializedInput): ImageNode {
    const caption = typeof json.caption === 'string' ? json.caption : undefined;
    return $createImageNode(parseImageReference(json.image), caption);
  }

  constructor(image: SerializedImageReference, caption?: string, key?: NodeKey) {
    super(key);
    this.__image = image;
    this.__caption = caption;
  }

  override exportJSON(): SerializedImageNode {
    const json: SerializedImageNode = { type: 'image', version: 1, image: this.__image };
    if (this.__caption !== undefined) json.caption = this.__caption;
    return json;
  }

  override decorate(): JSX.Element {
    const { alt, width, height, sources } = this.__image;
    const largest = sources[sources.length - 1];
    return (
      <SelectableBlock nodeKey={this.getKey()}>
        <figure className={richTextStyles.figure}>
          <img
            className={richTextStyles.image}
            src={largest?.url}
            alt={alt}
            width={width}
            height={height}
          />
          {this.__caption ? (
            <figcaption className={richTextStyles.caption}>{this.__caption}</figcaption>
          ) : null}
        </figure>
      </SelectableBlock>
    );
  }
}

export function $createImageNode(image: SerializedImageReference, caption?: string): ImageNode {
  return new ImageNode(image, caption);
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
