import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  isRichTextDocument,
  isRichTextEmpty,
  richTextPlainText,
  sameJson,
  type Locale,
} from '@studio/contracts';
import { Badge, Stack, Text } from '@studio/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { choiceLabel, type FieldSpec } from './fieldSpecs';
import type { RichTextSlot } from './LeafField';
import { SchemaFields } from './SchemaFields';
import * as styles from './content.css';

/** What a translated field is compared with: its words (a body's text, not its JSON). */
function comparable(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'richtext' && isRichTextDocument(value)) return richTextPlainText(value);
  return value;
}

/** Whether a value holds nothing written: empty text, list, body or group. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRichTextDocument(value)) return isRichTextEmpty(value);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

export type TranslationMark = 'missing' | 'same' | null;

/**
 * How a translated field stands against its source: missing (empty while the source has words),
 * the same as the source (probably not translated yet), or nothing to say.
 */
export function translationMark(
  field: FieldSpec,
  source: unknown,
  value: unknown,
): TranslationMark {
  if (isBlank(source)) return null;
  if (isBlank(value)) return 'missing';
  return sameJson(comparable(field, source), comparable(field, value)) ? 'same' : null;
}

/** A source value as read-only text: each kind as a reader of the form would name it. */
function SourceValue({ field, value }: { field: FieldSpec; value: unknown }) {
  if (isBlank(value))
    return (
      <Text size="sm" tone="muted">
        Empty
      </Text>
    );
  switch (field.kind) {
    case 'richtext':
      return (
        <Text className={styles.sourceText}>
          {isRichTextDocument(value) ? richTextPlainText(value) : ''}
        </Text>
      );
    case 'choice':
      return <Text>{choiceLabel(String(value))}</Text>;
    case 'boolean':
      return <Text>{value === true ? 'Yes' : 'No'}</Text>;
    case 'image':
    case 'audio': {
      const alt = (value as { alt?: string }).alt;
      return (
        <Text>
          {field.kind === 'image' && alt ? `Image: ${alt}` : 'A file from the media library'}
        </Text>
      );
    }
    case 'lines':
      return (
        <ul className={styles.sourceList}>
          {(value as string[]).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      );
    case 'group':
      return <SourceGroup fields={field.fields} value={value as Record<string, unknown>} />;
    case 'repeat':
      return (
        <ol className={styles.sourceList}>
          {(value as Record<string, unknown>[]).map((item, index) => (
            <li key={index}>
              <SourceGroup fields={field.fields} value={item} />
            </li>
          ))}
        </ol>
      );
    default:
      return <Text className={styles.sourceText}>{String(value as string | number)}</Text>;
  }
}

function SourceGroup({ fields, value }: { fields: FieldSpec[]; value: Record<string, unknown> }) {
  return (
    <dl className={styles.sourceGroup}>
      {fields
        .filter((field) => !isBlank(value[field.name]))
        .map((field) => (
          <div key={field.name}>
            <dt className={styles.sourceGroupTerm}>{field.label}</dt>
            <dd className={styles.sourceGroupValue}>
              <SourceValue field={field} value={value[field.name]} />
            </dd>
          </div>
        ))}
    </dl>
  );
}

const MARKS = {
  missing: { label: 'Missing', tone: 'warning' },
  same: { label: `Same as ${LOCALE_INFO[DEFAULT_LOCALE].name}`, tone: 'info' },
} as const;

/** One field in both languages: the source's words (read-only), then the field to write. */
function TranslationRow({
  field,
  prefix,
  source,
  locale,
  disabled,
  richText,
}: {
  field: FieldSpec;
  prefix: string;
  source: unknown;
  locale: Locale;
  disabled: boolean;
  richText?: RichTextSlot;
}) {
  const { control } = useFormContext();
  const value = useWatch({ control, name: `${prefix}.${field.name}` }) as unknown;
  const mark = translationMark(field, source, value);
  const from = LOCALE_INFO[DEFAULT_LOCALE];
  return (
    <div
      role="group"
      aria-label={`${field.label} in ${from.name} and ${LOCALE_INFO[locale].name}`}
      className={styles.translationRow}
    >
      <Stack gap="1" lang={from.tag} className={styles.sourceColumn}>
        <Text size="sm" tone="muted">
          {field.label} in {from.name}
        </Text>
        <SourceValue field={field} value={source} />
      </Stack>
      <Stack gap="2" className={styles.group}>
        {mark ? (
          <div>
            <Badge tone={MARKS[mark].tone}>{MARKS[mark].label}</Badge>
          </div>
        ) : null}
        <SchemaFields
          fields={[field]}
          prefix={prefix}
          disabled={disabled}
          richText={richText}
          lang={LOCALE_INFO[locale].tag}
        />
      </Stack>
    </div>
  );
}

/**
 * The fields of a translation, each beside its source's value in the default language (side by
 * side on wide screens, the source first on narrow ones) and marked Missing or Same as English.
 * Nothing of the source is ever put into the form.
 */
export function TranslationFields({
  fields,
  prefix,
  source,
  locale,
  disabled = false,
  richText,
}: {
  fields: readonly FieldSpec[];
  prefix: string;
  /** The source's values, by field name. */
  source: Readonly<Record<string, unknown>>;
  locale: Locale;
  disabled?: boolean;
  richText?: RichTextSlot;
}) {
  return (
    <Stack gap="5">
      {fields.map((field) => (
        <TranslationRow
          key={field.name}
          field={field}
          prefix={prefix}
          source={source[field.name]}
          locale={locale}
          disabled={disabled}
          richText={richText}
        />
      ))}
    </Stack>
  );
}
