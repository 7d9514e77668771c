import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useContext, useMemo, type JSX } from 'react';
import { isAllowedHref } from '../RichText/allowList';
import { Field } from '../Field';
import { FieldContext, useFieldControl } from '../Field/FieldContext';
import { EditorBehaviour } from './EditorBehaviour';
import { EDITOR_NODES } from './nodes';
import { defaultRichTextEditorLabels, LabelsContext, type RichTextEditorLabels } from './labels';
import { ValuePlugin } from './ValuePlugin';
import type { EditorEmbed, EditorImage, RichTextEditorContent, RichTextEditorValue } from './types';
import * as styles from './RichTextEditor.css';
import * as richTextStyles from '../RichText/RichText.css';
import { heading } from '../Heading/Heading.css';
import { cx } from '../_internal/cx';

export interface RichTextEditorProps {
  /** Accessible name of the editable area, shown as its label. */
  label: string;
  /**
   * The content: Lexical's serialized editor state (`null` for an empty text). Read when the
   * editor mounts, and again whenever it differs from what the editor last reported (a restored
   * revision, for example).
   */
  value: RichTextEditorValue | null;
  /**
   * Called on every change of the content (not of the selection) with that content; its
   * `toJSON()` gives the value. Serialize when you keep or send it (debounced), not on every key.
   */
  onChange: (content: RichTextEditorContent) => void;
  /** Help under the label, read with the editable area. */
  hint?: string;
  /** An error message: marks the area `aria-invalid` and describes it. */
  error?: string;
  /**
   * Says the text must not be left empty before anyone presses Save: a visible * by the label
   * and `aria-required` on the editable area (which cannot carry `required`).
   */
  required?: boolean;
  /** Words to change; English defaults. */
  labels?: Partial<RichTextEditorLabels>;
  /** Opens the caller's image picker; the toolbar's Image button appears only when given. */
  pickImage?: () => Promise<EditorImage | null>;
  /**
   * Recognises an embeddable player in an address (`null` when it is not one); the toolbar's
   * Embed button appears only when given.
   */
  parseEmbed?: (url: string) => EditorEmbed | null;
  /** Makes the text read-only and the toolbar inert. */
  disabled?: boolean;
  /** The language of the text written (the editable area's `lang`), when not the page's. */
  lang?: string;
}

/** Lexical's classes: the text looks as RichText draws it on the page. */
const theme = {
  paragraph: richTextStyles.paragraph,
  quote: richTextStyles.quote,
  heading: {
    h2: heading({ size: 'lg' }),
    h3: heading({ size: 'md' }),
    h4: heading({ size: 'md' }),
  },
  list: {
    ul: richTextStyles.list,
    ol: richTextStyles.list,
    nested: { listitem: styles.nestedItem },
  },
  link: styles.link,
  text: {
    bold: styles.bold,
    italic: styles.italic,
    underline: styles.underline,
    code: richTextStyles.code,
  },
};

/**
 * A rich text editor (Lexical) for article bodies: paragraphs, headings h2–h4, lists, quotes,
 * links, bold, italic, underline and code, and, when the caller supplies them, images and
 * embedded players. It writes only what `RichText` draws, whatever is typed or pasted.
 *
 * Import it from `@studio/ui/editor`, so that pages without an editor never load Lexical.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  hint,
  error,
  required = false,
  labels: labelsProp,
  pickImage,
  parseEmbed,
  disabled = false,
  lang,
}: RichTextEditorProps): JSX.Element {
  const labels = useMemo(() => ({ ...defaultRichTextEditorLabels, ...labelsProp }), [labelsProp]);

  // Read once: later values reach the editor through ValuePlugin.
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'RichTextEditor',
      nodes: EDITOR_NODES,
      theme,
      editable: !disabled,
      editorState: value ? JSON.stringify(value) : undefined,
      onError: (cause: Error) => {
        throw cause;
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first value only
    [],
  );

  return (
    <LabelsContext.Provider value={labels}>
      {/* Not `disabled` on the Field: read-only text stays at full contrast, only the toolbar is inert. */}
      <Field label={label} hint={hint} error={error} required={required}>
        <LexicalComposer initialConfig={initialConfig}>
          <div
            className={styles.frame}
            data-invalid={(error !== undefined && error !== '') || undefined}
          >
            <EditorBehaviour
              labels={labels}
              disabled={disabled}
              pickImage={pickImage}
              parseEmbed={parseEmbed}
            />
            <EditableArea placeholder={labels.placeholder} lang={lang} />
          </div>
          <HistoryPlugin />
          <ListPlugin />
          <LinkPlugin validateUrl={isAllowedHref} />
          <ValuePlugin value={value} onChange={onChange} disabled={disabled} />
        </LexicalComposer>
      </Field>
    </LabelsContext.Provider>
  );
}

/** The editable text, named by the Field's label and described by its hint and error. */
function EditableArea({ placeholder, lang }: { placeholder: string; lang?: string }) {
  const field = useContext(FieldContext);
  const wiring = useFieldControl();
  return (
    <div className={styles.scroller}>
      <RichTextPlugin
        contentEditable={
          <ContentEditable
            id={wiring.id}
            className={cx(richTextStyles.richText, styles.editable)}
            aria-labelledby={field?.labelId}
            aria-describedby={wiring['aria-describedby']}
            aria-invalid={wiring['aria-invalid']}
            aria-required={wiring.required}
            aria-multiline
            lang={lang}
            aria-placeholder={placeholder}
            placeholder={<div className={styles.placeholder}>{placeholder}</div>}
          />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
    </div>
  );
}
