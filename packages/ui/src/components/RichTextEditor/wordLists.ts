import { $insertGeneratedNodes } from '@lexical/clipboard';
import { $generateNodesFromDOM } from '@lexical/html';
import { $getSelection, COMMAND_PRIORITY_HIGH, PASTE_COMMAND, type LexicalEditor } from 'lexical';

/*
 * Microsoft Word copies a list as a run of `<p class="MsoListParagraph…">` whose marker ("·",
 * "1.") sits in a `<span style="mso-list:Ignore">` and whose depth is in the paragraph's
 * `mso-list: l0 level2 lfo1` style, not as `<ul>`/`<ol>`. Lexical's HTML import (without its
 * extension-based editor) reads them as paragraphs with the marker as text, so such a paste is
 * rewritten into real lists first.
 */

const LIST_PARAGRAPH = /^MsoListParagraph(?:CxSp(?:First|Middle|Last))?$/;
const NUMBERED_MARKER = /^[A-Za-z0-9]+[.)]/;

const isListParagraph = (element: Element | null): element is HTMLElement =>
  element !== null && element.tagName === 'P' && LIST_PARAGRAPH.test(element.className);

const levelOf = (paragraph: Element): number =>
  Number(/level(\d+)/i.exec(paragraph.getAttribute('style') ?? '')?.[1] ?? 1);

/** Removes the marker and returns its text; its outer spans go with it. */
function takeMarker(paragraph: Element): string {
  const marker = Array.from(paragraph.querySelectorAll('span')).find((span) =>
    /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
  );
  if (!marker) return '';
  const text = (marker.textContent ?? '').trim();
  let outer: Element = marker;
  while (outer.parentElement && outer.parentElement !== paragraph) outer = outer.parentElement;
  outer.remove();
  return text;
}

/** Rewrites every run of Word list paragraphs in `dom` into nested `<ul>`/`<ol>` lists. */
export function convertWordLists(dom: Document): void {
  for (const first of Array.from(dom.querySelectorAll('p'))) {
    if (!first.isConnected || !isListParagraph(first)) continue;
    const run: HTMLElement[] = [];
    for (let current: Element | null = first; isListParagraph(current);) {
      run.push(current);
      if (/CxSpLast$|^MsoListParagraph$/.test(current.className)) break;
      current = current.nextElementSibling;
    }
    const stack: { level: number; list: HTMLElement }[] = [];
    for (const paragraph of run) {
      const level = levelOf(paragraph);
      const tag = NUMBERED_MARKER.test(takeMarker(paragraph)) ? 'ol' : 'ul';
      while (stack.length > 1 && (stack[stack.length - 1]?.level ?? 0) > level) stack.pop();
      const top = stack[stack.length - 1];
      if (!top || level > top.level) {
        const list = dom.createElement(tag);
        if (top) (top.list.lastElementChild ?? top.list).append(list);
        else paragraph.before(list);
        stack.push({ level, list });
      }
      const item = dom.createElement('li');
      item.append(...Array.from(paragraph.childNodes));
      stack[stack.length - 1]?.list.append(item);
      paragraph.remove();
    }
  }
}

/** Takes over a paste that holds Word lists; every other paste goes to Lexical as usual. */
export function registerWordListPaste(editor: LexicalEditor): () => void {
  return editor.registerCommand(
    PASTE_COMMAND,
    (event) => {
      const html = 'clipboardData' in event ? event.clipboardData?.getData('text/html') : undefined;
      const selection = $getSelection();
      if (!html || !/MsoListParagraph/.test(html) || !selection) return false;
      event.preventDefault();
      const dom = new DOMParser().parseFromString(html, 'text/html');
      convertWordLists(dom);
      $insertGeneratedNodes(editor, $generateNodesFromDOM(editor, dom), selection);
      return true;
    },
    COMMAND_PRIORITY_HIGH,
  );
}
