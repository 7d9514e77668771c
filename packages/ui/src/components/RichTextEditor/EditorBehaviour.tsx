import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $findMatchingParent, $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_NORMAL,
  KEY_DOWN_COMMAND,
  type BaseSelection,
  type LexicalNode,
} from 'lexical';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAllowedHref } from '../RichText/allowList';
import { registerAllowList } from './allowListTransforms';
import { $createEmbedNode } from './EmbedNode';
import { $createImageNode, imageReference } from './ImageNode';
import type { RichTextEditorLabels } from './labels';
import { Toolbar } from './Toolbar';
import type { EditorEmbed, EditorImage } from './types';
import { UrlDialog } from './UrlDialog';
import { registerWordListPaste } from './wordLists';

export interface EditorBehaviourProps {
  labels: RichTextEditorLabels;
  disabled: boolean;
  pickImage?: () => Promise<EditorImage | null>;
  parseEmbed?: (url: string) => EditorEmbed | null;
}

type OpenDialog = { kind: 'link'; url: string } | { kind: 'embed' } | null;

/** The toolbar, its dialogs and keyboard shortcut, and the allow-list, around the editable text. */
export function EditorBehaviour({ labels, disabled, pickImage, parseEmbed }: EditorBehaviourProps) {
  const [editor] = useLexicalComposerContext();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The selection when a dialog opened: focus leaves the text, the change applies where it was.
  const savedSelection = useRef<BaseSelection | null>(null);

  const saveSelection = useCallback(() => {
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
  }, [editor]);

  const $restoreSelection = () => {
    if (savedSelection.current) $setSelection(savedSelection.current.clone());
  };

  const openLink = useCallback(
    (currentUrl: string | null) => {
      saveSelection();
      setDialog({ kind: 'link', url: currentUrl ?? '' });
    },
    [saveSelection],
  );

  useEffect(
    () =>
      mergeRegister(
        registerAllowList(editor),
        registerWordListPaste(editor),
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return false;
            if (event.altKey || event.shiftKey || !editor.isEditable()) return false;
            event.preventDefault();
            const url = editor.getEditorState().read(() => {
              const selection = $getSelection();
              if (!$isRangeSelection(selection)) return null;
              const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
              return $isLinkNode(link) ? link.getURL() : null;
            });
            openLink(url);
            return true;
          },
          COMMAND_PRIORITY_NORMAL,
        ),
      ),
    [editor, openLink],
  );

  const insertBlock = (create: () => LexicalNode) => {
    editor.update(() => {
      $restoreSelection();
      const node = create();
      if ($getSelection()) $insertNodeToNearestRoot(node);
      else $getRoot().append(node);
    });
  };

  // What both dialogs share: their buttons, and closing back into the text.
  const dialogProps = {
    submitLabel: labels.apply,
    cancelLabel: labels.cancel,
    onOpenChange: (open: boolean) => {
      if (!open) setDialog(null);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      editor.focus();
    },
  };

  const chooseImage = async () => {
    if (!pickImage) return;
    saveSelection();
    const image = await pickImage();
    if (image) insertBlock(() => $createImageNode(imageReference(image)));
    editor.focus();
  };

  return (
    <>
      <Toolbar
        labels={labels}
        disabled={disabled}
        onLink={openLink}
        onImage={pickImage ? () => void chooseImage() : undefined}
        onEmbed={
          parseEmbed
            ? () => {
                saveSelection();
                setDialog({ kind: 'embed' });
              }
            : undefined
        }
      />
      <UrlDialog
        open={dialog?.kind === 'link'}
        initialUrl={dialog?.kind === 'link' ? dialog.url : ''}
        title={labels.linkTitle}
        fieldLabel={labels.linkUrl}
        hint={labels.linkHint}
        invalidMessage={labels.linkInvalid}
        accepts={isAllowedHref}
        onSubmit={(url) => {
          editor.update(() => {
            $restoreSelection();
            editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
          });
          setDialog(null);
        }}
        {...dialogProps}
      />
      {parseEmbed ? (
        <UrlDialog
          open={dialog?.kind === 'embed'}
          initialUrl=""
          title={labels.embedTitle}
          fieldLabel={labels.embedUrl}
          hint={labels.embedHint}
          invalidMessage={labels.embedInvalid}
          accepts={(url) => parseEmbed(url) !== null}
          onSubmit={(url) => {
            const embed = parseEmbed(url);
            if (embed) insertBlock(() => $createEmbedNode(embed));
            setDialog(null);
          }}
          {...dialogProps}
        />
      ) : null}
    </>
  );
}
