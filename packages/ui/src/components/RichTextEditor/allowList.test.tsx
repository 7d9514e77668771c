import { $insertGeneratedNodes } from '@lexical/clipboard';
import { $generateNodesFromDOM } from '@lexical/html';
import { $toggleLink } from '@lexical/link';
import { $insertList } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode, registerRichText } from '@lexical/rich-text';
import { render } from '@testing-library/react';
import { richTextProblems } from '@studio/contracts';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  createEditor,
  type ElementNode,
  type LexicalEditor,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { RichText } from '../RichText';
import { registerAllowList } from './allowListTransforms';
import { convertWordLists } from './wordLists';
import { $createEmbedNode } from './EmbedNode';
import { $createImageNode, imageReference } from './ImageNode';
import { EDITOR_NODES } from './nodes';

// What the editor writes, checked against the API's own rules and the page's renderer. The
// editor is driven here through Lexical's API (jsdom has no editing); typing, the toolbar and a
// real paste are played in Chromium by the stories.
function newEditor(): LexicalEditor {
  const editor = createEditor({
    namespace: 'test',
    nodes: [...EDITOR_NODES],
    onError: (error) => {
      throw error;
    },
  });
  editor.setRootElement(document.createElement('div'));
  registerRichText(editor);
  registerAllowList(editor);
  return editor;
}

function $typeInto(block: ElementNode, words: string): void {
  $getRoot().append(block);
  block.select();
  const selection = $getSelection();
  if ($isRangeSelection(selection)) selection.insertText(words);
}

const drawnText = (value: unknown) => {
  const { container } = render(<RichText value={value as never} />);
  return container.textContent ?? '';
};

const visibleText = (editor: LexicalEditor) =>
  editor.getEditorState().read(() =>
    $getRoot()
      .getChildren()
      .map((block) => block.getTextContent())
      .join(''),
  );

describe('what the rich text editor writes', () => {
  it('given formats, headings, a list, a quote, a link, an image and an embed › the API accepts it and RichText draws the same text', () => {
    const editor = newEditor();
    editor.update(
      () => {
        $typeInto($createHeadingNode('h2'), 'A heading');
        $typeInto($createParagraphNode(), 'plain ');
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) throw new Error('no selection');
        for (const format of ['bold', 'italic', 'underline', 'code'] as const)
          selection.formatText(format);
        selection.insertText('all formats');
        $typeInto($createParagraphNode(), 'a link');
        const linkSelection = $getSelection();
        if ($isRangeSelection(linkSelection)) {
          linkSelection.anchor.set(linkSelection.anchor.key, 0, 'text');
          $toggleLink('/about');
        }
        $typeInto($createParagraphNode(), 'first item');
        $insertList('bullet');
        $typeInto($createParagraphNode(), 'numbered');
        $insertList('number');
        $typeInto($createQuoteNode(), 'A quote');
        $getRoot().append(
          $createImageNode(
            imageReference({
              id: 'img-1',
              src: '/images/a.webp',
              alt: 'A lake',
              width: 800,
              height: 600,
            }),
          ),
          $createEmbedNode({ provider: 'youtube', id: 'abc_123-XY', title: 'A film' }),
        );
      },
      { discrete: true },
    );
    const value = editor.getEditorState().toJSON();
    expect(richTextProblems(value)).toEqual([]);
    expect(JSON.stringify(value)).toContain('"url":"/about"');
    expect(value.root.children.map((node) => node.type)).toEqual([
      'heading',
      'paragraph',
      'paragraph',
      'list',
      'list',
      'quote',
      'image',
      'embed',
    ]);
    expect(value.root.children[6]).toEqual({
      type: 'image',
      version: 1,
      image: {
        mediaId: 'img-1',
        alt: 'A lake',
        width: 800,
        height: 600,
        sources: [{ url: '/images/a.webp', width: 800, format: 'webp' }],
      },
    });
    expect(value.root.children[7]).toEqual({
      type: 'embed',
      version: 1,
      provider: 'youtube',
      id: 'abc_123-XY',
      title: 'A film',
    });
    expect(drawnText(value)).toBe(visibleText(editor));
    expect(visibleText(editor)).toBe('A headingplain all formatsa linkfirst itemnumberedA quote');
  });

  it('given a word processor paste with styles, strikethrough, a script link, h1, h6, line breaks and tabs › keeps the structure in what the API accepts', () => {
    const editor = newEditor();
    const html = `<h1 style="color:#2F5496;font-family:Calibri">Title</h1>
      <p style="text-align:center;background:yellow;padding-left:900px"><span style="font-weight:700">Bold</span>, <i>italic</i>, <s>struck</s>, <sup>up</sup>, <mark>marked</mark><br>next line\there</p>
      <p><a href="javascript:alert(1)">unsafe</a> and <a href="https://example.com/" target="_top" rel="Sponsored!">safe</a> and <a href="mailto:a@b.c">mail</a></p>
      <ol start="0"><li>one</li><li>two<ul><li>nested</li></ul></li></ol>
      <h6>Small</h6>`;
    editor.update(
      () => {
        const dom = new DOMParser().parseFromString(html, 'text/html');
        const paragraph = $createParagraphNode();
        $getRoot().append(paragraph);
        const selection = paragraph.select();
        $insertGeneratedNodes(editor, $generateNodesFromDOM(editor, dom), selection);
      },
      { discrete: true },
    );
    const value = editor.getEditorState().toJSON();
    expect(richTextProblems(value)).toEqual([]);
    const json = JSON.stringify(value);
    expect(json).not.toMatch(/"style":"[^"]/);
    expect(json).not.toContain('javascript:');
    expect(json).not.toContain('mailto:');
    const blocks = value.root.children as unknown as { type: string; tag?: string }[];
    expect(blocks.filter((block) => block.type === 'heading').map((block) => block.tag)).toEqual([
      'h2',
      'h4',
    ]);
    expect(blocks.some((block) => block.type === 'list')).toBe(true);
    expect(drawnText(value)).toContain('Bold, italic, struck, up, marked next line here');
    expect(drawnText(value)).toContain('unsafe and safe (opens in a new tab) and mail');
    expect(json).toMatch(/"rel":null,"target":null,"title":null,"url":"https:\/\/example.com\/"/);
  });

  it('given Word list paragraphs › turns them into nested bulleted and numbered lists the API accepts', () => {
    const item = (level: number, marker: string, words: string, part = 'Middle') =>
      `<p class=MsoListParagraphCxSp${part} style="text-indent:-18pt;mso-list:l0 level${level} lfo1"><![if !supportLists]><span style="font-family:Symbol"><span style="mso-list:Ignore">${marker}<span>&nbsp;</span></span></span><![endif]>${words}<o:p></o:p></p>`;
    const html = `<meta name=Generator content="Microsoft Word 15">${item(1, '·', 'one', 'First')}${item(2, 'o', 'one and a half')}${item(1, '·', 'two', 'Last')}<p class=MsoNormal>between</p>${item(1, '1.', 'first step', 'First')}${item(1, '2.', 'second step', 'Last')}`;
    const dom = new DOMParser().parseFromString(html, 'text/html');
    convertWordLists(dom);
    expect(dom.body.innerHTML.replace(/<!--.*?-->|<o:p><\/o:p>/g, '')).toBe(
      '<ul><li>one<ul><li>one and a half</li></ul></li><li>two</li></ul>' +
        '<p class="MsoNormal">between</p><ol><li>first step</li><li>second step</li></ol>',
    );
    const editor = newEditor();
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        $getRoot().append(paragraph);
        $insertGeneratedNodes(editor, $generateNodesFromDOM(editor, dom), paragraph.select());
      },
      { discrete: true },
    );
    const value = editor.getEditorState().toJSON();
    expect(richTextProblems(value)).toEqual([]);
    const lists = value.root.children.filter((block) => block.type === 'list') as unknown as {
      listType: string;
    }[];
    expect(lists.map((list) => list.listType)).toEqual(['bullet', 'number']);
  });
});
