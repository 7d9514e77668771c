import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  CodeIcon,
  FontBoldIcon,
  FontItalicIcon,
  ImageIcon,
  Link1Icon,
  LinkBreak1Icon,
  ListBulletIcon,
  PilcrowIcon,
  QuoteIcon,
  ResetIcon,
  UnderlineIcon,
  VideoIcon,
} from '@radix-ui/react-icons';
import * as RadixToolbar from '@radix-ui/react-toolbar';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import type { ReactNode } from 'react';
import type { TextFormatName } from '../RichText/allowList';
import type { RichTextEditorLabels } from './labels';
import * as styles from './RichTextEditor.css';
import { useToolbarState, type BlockType } from './useToolbarState';

const iconProps = { 'aria-hidden': true, focusable: false, width: 18, height: 18 } as const;

const FORMAT_ITEMS: readonly { format: TextFormatName; icon: ReactNode }[] = [
  { format: 'bold', icon: <FontBoldIcon {...iconProps} /> },
  { format: 'italic', icon: <FontItalicIcon {...iconProps} /> },
  { format: 'underline', icon: <UnderlineIcon {...iconProps} /> },
  { format: 'code', icon: <CodeIcon {...iconProps} /> },
];

const textIcon = (text: string) => (
  <span aria-hidden="true" className={styles.textIcon}>
    {text}
  </span>
);

type BlockLabel =
  'paragraph' | 'heading2' | 'heading3' | 'heading4' | 'bulletList' | 'numberList' | 'quote';

const BLOCK_ITEMS: readonly { block: BlockType; label: BlockLabel; icon: ReactNode }[] = [
  { block: 'paragraph', label: 'paragraph', icon: <PilcrowIcon {...iconProps} /> },
  { block: 'h2', label: 'heading2', icon: textIcon('H2') },
  { block: 'h3', label: 'heading3', icon: textIcon('H3') },
  { block: 'h4', label: 'heading4', icon: textIcon('H4') },
  { block: 'bullet', label: 'bulletList', icon: <ListBulletIcon {...iconProps} /> },
  { block: 'number', label: 'numberList', icon: textIcon('1.') },
  { block: 'quote', label: 'quote', icon: <QuoteIcon {...iconProps} /> },
];

/** A toolbar button named by its label, which is also its tooltip. */
function ToolButton({
  label,
  ...props
}: Omit<RadixToolbar.ToolbarButtonProps, 'aria-label' | 'title'> & { label: string }) {
  return (
    <RadixToolbar.Button className={styles.button} aria-label={label} title={label} {...props} />
  );
}

export interface ToolbarProps {
  labels: RichTextEditorLabels;
  disabled: boolean;
  onLink: (currentUrl: string | null) => void;
  onImage?: () => void;
  onEmbed?: () => void;
}

/**
 * The editor's toolbar: one tab stop, arrow keys between its buttons (Radix Toolbar), each
 * button named, formats and the block type shown pressed where the selection is.
 */
export function Toolbar({ labels, disabled, onLink, onImage, onEmbed }: ToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();

  // Before the text was ever focused it has no selection, and Lexical's commands act on the
  // selection only: a button pressed then would do nothing. Put the caret at the end of the text
  // first, where the editor's own focus() puts it, committed at once for the command that follows.
  const ensureSelection = () =>
    editor.update(
      () => {
        if ($getSelection() === null) $getRoot().selectEnd();
      },
      { discrete: true },
    );

  const setBlock = (block: BlockType) => {
    ensureSelection();
    if (block === state.blockType && block !== 'bullet' && block !== 'number') return;
    if (block === 'bullet' || block === 'number') {
      if (state.blockType === block) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      else
        editor.dispatchCommand(
          block === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
          undefined,
        );
      return;
    }
    if (state.blockType === 'bullet' || state.blockType === 'number')
      editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () =>
        block === 'paragraph'
          ? $createParagraphNode()
          : block === 'quote'
            ? $createQuoteNode()
            : $createHeadingNode(block),
      );
    });
  };

  return (
    <RadixToolbar.Root
      className={styles.toolbar}
      aria-label={labels.toolbar}
      data-disabled={disabled || undefined}
    >
      <RadixToolbar.ToggleGroup
        type="multiple"
        aria-label={labels.textFormat}
        className={styles.group}
        value={state.formats}
        disabled={disabled}
      >
        {FORMAT_ITEMS.map(({ format, icon }) => (
          <RadixToolbar.ToggleItem
            key={format}
            value={format}
            aria-label={labels[format]}
            title={labels[format]}
            className={styles.button}
            onClick={() => {
              ensureSelection();
              editor.dispatchCommand(FORMAT_TEXT_COMMAND, format);
            }}
          >
            {icon}
          </RadixToolbar.ToggleItem>
        ))}
      </RadixToolbar.ToggleGroup>
      <RadixToolbar.Separator className={styles.separator} />
      <RadixToolbar.ToggleGroup
        type="single"
        aria-label={labels.blockType}
        className={styles.group}
        value={state.blockType}
        disabled={disabled}
      >
        {BLOCK_ITEMS.map(({ block, label, icon }) => (
          <RadixToolbar.ToggleItem
            key={block}
            value={block}
            aria-label={labels[label]}
            title={labels[label]}
            className={styles.button}
            onClick={() => setBlock(block)}
          >
            {icon}
          </RadixToolbar.ToggleItem>
        ))}
      </RadixToolbar.ToggleGroup>
      <RadixToolbar.Separator className={styles.separator} />
      <ToolButton
        label={labels.link}
        aria-pressed={state.linkUrl !== null}
        disabled={disabled}
        onClick={() => onLink(state.linkUrl)}
      >
        <Link1Icon {...iconProps} />
      </ToolButton>
      <ToolButton
        label={labels.unlink}
        disabled={disabled || state.linkUrl === null}
        onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}
      >
        <LinkBreak1Icon {...iconProps} />
      </ToolButton>
      {onImage ? (
        <ToolButton label={labels.image} disabled={disabled} onClick={onImage}>
          <ImageIcon {...iconProps} />
        </ToolButton>
      ) : null}
      {onEmbed ? (
        <ToolButton
          label={labels.embed}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={onEmbed}
        >
          <VideoIcon {...iconProps} />
        </ToolButton>
      ) : null}
      <RadixToolbar.Separator className={styles.separator} />
      <ToolButton
        label={labels.undo}
        disabled={disabled || !state.canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      >
        <ResetIcon {...iconProps} />
      </ToolButton>
      <ToolButton
        label={labels.redo}
        disabled={disabled || !state.canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      >
        <ResetIcon {...iconProps} className={styles.mirrored} />
      </ToolButton>
    </RadixToolbar.Root>
  );
}
