import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  SELECTION_CHANGE_COMMAND,
} from 'lexical';
import { useCallback, useEffect, useState } from 'react';
import type { TextFormatName } from '../RichText/allowList';

export const blockTypes = ['paragraph', 'h2', 'h3', 'h4', 'bullet', 'number', 'quote'] as const;
export type BlockType = (typeof blockTypes)[number];

export interface ToolbarState {
  formats: TextFormatName[];
  blockType: BlockType | '';
  /** The address of the link at the selection, or null outside a link. */
  linkUrl: string | null;
  canUndo: boolean;
  canRedo: boolean;
}

const FORMAT_NAMES: readonly TextFormatName[] = ['bold', 'italic', 'underline', 'code'];

function $readSelection(): Omit<ToolbarState, 'canUndo' | 'canRedo'> {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { formats: [], blockType: '', linkUrl: null };
  const anchor = selection.anchor.getNode();
  const block =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());
  let blockType: BlockType | '' = '';
  if ($isListNode(block)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? block;
    const listType = list.getListType();
    blockType = listType === 'number' ? 'number' : 'bullet';
  } else if ($isHeadingNode(block)) {
    const tag = block.getTag();
    blockType = tag === 'h2' || tag === 'h3' || tag === 'h4' ? tag : '';
  } else {
    const type = block.getType();
    blockType = type === 'paragraph' || type === 'quote' ? type : '';
  }
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    formats: FORMAT_NAMES.filter((name) => selection.hasFormat(name)),
    blockType,
    linkUrl: $isLinkNode(link) ? link.getURL() : null,
  };
}

/** What the toolbar shows pressed and enabled, following the editor's selection and history. */
export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>({
    formats: [],
    blockType: 'paragraph',
    linkUrl: null,
    canUndo: false,
    canRedo: false,
  });

  const update = useCallback(() => {
    const next = editor.getEditorState().read($readSelection);
    setState((previous) =>
      previous.blockType === next.blockType &&
      previous.linkUrl === next.linkUrl &&
      previous.formats.join() === next.formats.join()
        ? previous
        : { ...previous, ...next },
    );
  }, [editor]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(() => update()),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            update();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((previous) =>
              previous.canUndo === canUndo ? previous : { ...previous, canUndo },
            );
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((previous) =>
              previous.canRedo === canRedo ? previous : { ...previous, canRedo },
            );
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, update],
  );

  return state;
}
