import { describe, expect, it } from 'vitest';
import {
  isAllowedLinkUrl,
  richTextPlainText,
  richTextProblems,
  type RichTextDocument,
} from '../src/index.js';
import { doc, element, paragraph, text } from './support/rich-text.js';

const link = (url: string) => ({
  ...element,
  type: 'link',
  url,
  rel: 'noopener noreferrer',
  target: null,
  title: null,
  children: [text('our channel')],
});

const poster = {
  mediaId: 'site:news-radha-shyam',
  alt: 'A peacock feather',
  width: 1600,
  height: 900,
  sources: [{ url: '/images/news-radha-shyam-480.webp', width: 480, format: 'webp' }],
};

/** Every node the allow-list names, once. */
const everything: RichTextDocument = doc(
  { ...element, type: 'heading', tag: 'h2', children: [text('Where to listen')] },
  paragraph(text('Bold and italic', 1 | 2), text(' code', 16), link('https://www.youtube.com/')),
  { ...element, type: 'quote', children: [text('Sitting on the floor of the mandir.')] },
  {
    ...element,
    type: 'list',
    listType: 'bullet',
    start: 1,
    tag: 'ul',
    children: [
      { ...element, type: 'listitem', value: 1, children: [text('Streaming now')] },
      {
        ...element,
        type: 'listitem',
        value: 2,
        children: [
          {
            ...element,
            type: 'list',
            listType: 'number',
            start: 1,
            tag: 'ol',
            children: [{ ...element, type: 'listitem', value: 1, children: [link('/newsroom')] }],
          },
        ],
      },
    ],
  },
  { type: 'image', version: 1, image: poster, caption: 'The cover' },
  { type: 'embed', version: 1, provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Lyric video' },
) as RichTextDocument;

describe('the article body allow-list', () => {
  it('accepts every allowed node: heading, paragraph, text formats, link, quote, lists, image, embed', () => {
    expect(richTextProblems(everything)).toEqual([]);
  });

  it.each([
    [
      'a script node',
      doc({ type: 'script', version: 1, text: 'alert(1)' }),
      'body.root.children.0.type',
    ],
    [
      'an html node',
      doc({ type: 'html', version: 1, html: '<img onerror=x>' }),
      'body.root.children.0.type',
    ],
    [
      'a style on text',
      doc(paragraph({ ...text('red'), style: 'color:red' })),
      'body.root.children.0.children.0.style',
    ],
    [
      'a style on a paragraph',
      doc({ ...paragraph(text('x')), textStyle: 'background:url(x)' }),
      'body.root.children.0.textStyle',
    ],
    [
      'an event attribute',
      doc({ ...paragraph(text('x')), onclick: 'alert(1)' }),
      'body.root.children.0.onclick',
    ],
    [
      'a javascript: link',
      doc(paragraph(link('javascript:alert(1)'))),
      'body.root.children.0.children.0.url',
    ],
    [
      'a JavaScript: link in mixed case with spaces',
      doc(paragraph(link(' JaVaScRiPt:alert(1)'))),
      'body.root.children.0.children.0.url',
    ],
    [
      'a data: link',
      doc(paragraph(link('data:text/html,<script>alert(1)</script>'))),
      'body.root.children.0.children.0.url',
    ],
    [
      'a protocol-relative link',
      doc(paragraph(link('//evil.example/'))),
      'body.root.children.0.children.0.url',
    ],
    [
      'a strikethrough format',
      doc(paragraph(text('x', 4))),
      'body.root.children.0.children.0.format',
    ],
    [
      'a heading h1',
      doc({ ...element, type: 'heading', tag: 'h1', children: [] }),
      'body.root.children.0.tag',
    ],
    [
      'a check list item',
      doc({
        ...element,
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: [{ ...element, type: 'listitem', value: 1, checked: true, children: [] }],
      }),
      'body.root.children.0.children.0.checked',
    ],
    ['a text at the root', doc(text('loose')), 'body.root.children.0.type'],
    [
      'an unknown player',
      doc({ type: 'embed', version: 1, provider: 'evil', id: 'x', title: 't' }),
      'body.root.children.0.provider',
    ],
    [
      'an embed id with a URL in it',
      doc({ type: 'embed', version: 1, provider: 'youtube', id: 'x"><script>', title: 't' }),
      'body.root.children.0.id',
    ],
    [
      'an image without a media reference',
      doc({ type: 'image', version: 1, src: 'https://evil.example/x.png' }),
      'body.root.children.0.src',
    ],
    ['a NUL in text', doc(paragraph(text('a\u0000b'))), 'body.root.children.0.children.0.text'],
    ['a field beside the root', { ...doc(), script: 'x' }, 'body.script'],
  ])('refuses %s with a field error naming it', (_name, body, field) => {
    const problems = richTextProblems(body);
    expect(problems.map((problem) => problem.field)).toContain(field);
  });

  it('refuses what is not an editor state at all', () => {
    expect(richTextProblems('<p>hi</p>')).toEqual([
      { field: 'body.root', message: 'Must be a Lexical editor state with a root node' },
    ]);
  });

  it('refuses nesting deeper than 8 levels without walking further', () => {
    let node: unknown = text('deep');
    for (let level = 0; level < 12; level += 1) {
      node = {
        ...element,
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: [{ ...element, type: 'listitem', value: 1, children: [node] }],
      };
    }
    const problems = richTextProblems(doc(node));
    expect(problems.some((problem) => /nest more than 8/.test(problem.message))).toBe(true);
  });

  it('lists at most 20 problems', () => {
    const body = doc(...Array.from({ length: 50 }, () => ({ type: 'script', version: 1 })));
    expect(richTextProblems(body)).toHaveLength(20);
  });

  it('allows http, https, same-site paths and anchors as link targets, nothing else', () => {
    expect(isAllowedLinkUrl('https://example.com/a?b#c')).toBe(true);
    expect(isAllowedLinkUrl('http://example.com')).toBe(true);
    expect(isAllowedLinkUrl('/article/some-slug')).toBe(true);
    expect(isAllowedLinkUrl('#where-to-listen')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'vbscript:x',
      'mailto:a@b.c',
      'ftp://x',
      '//x',
      '/\\evil',
      'https://exa mple.com',
      'java\tscript:x',
      '',
    ]) {
      expect(isAllowedLinkUrl(bad), bad).toBe(false);
    }
  });
});

describe('the plain text of a body', () => {
  it('keeps the words of every block, list item and caption, one a line, and no markup', () => {
    expect(richTextPlainText(everything)).toBe(
      [
        'Where to listen',
        'Bold and italic codeour channel',
        'Sitting on the floor of the mandir.',
        'Streaming now',
        'our channel',
        'The cover',
      ].join('\n'),
    );
  });

  it('leaves out the words of nodes the page does not draw', () => {
    const unchecked = doc(
      paragraph(text('Kept')),
      { ...element, type: 'script', children: [text('alert(1)')] },
      { type: 'html', version: 1, html: '<b>raw</b>' },
    ) as unknown as RichTextDocument;
    expect(richTextPlainText(unchecked)).toBe('Kept');
  });
});
