import type { Locale } from '@studio/contracts';
import { memo } from 'react';
import type { FieldSpec } from './fieldSpecs';
import type { useEditorForm, useSlugFromTitle } from './editorForm';
import { richTextSlot } from './RichTextField';
import { SchemaFields } from './SchemaFields';
import { SlugField } from './SlugField';
import { TranslationFields } from './TranslationFields';

/** A translation's language and its source entry's values, shown beside each field. */
export type TranslationOf = { locale: Locale; source: Readonly<Record<string, unknown>> };

/**
 * What a new entry's form and an open entry's editor both show: the type's fields (a
 * translation's beside its source's), then the slug. Memoized: the editor's save status changes
 * as it types, and the fields need not draw again.
 */
export const EntryFields = memo(function EntryFields({
  form,
  fields,
  slug,
  translation,
}: {
  form: ReturnType<typeof useEditorForm>['form'];
  fields: readonly FieldSpec[];
  slug: ReturnType<typeof useSlugFromTitle>;
  translation?: TranslationOf;
}) {
  return (
    <>
      {translation ? (
        <TranslationFields
          fields={fields}
          prefix="data"
          source={translation.source}
          locale={translation.locale}
          richText={richTextSlot}
        />
      ) : (
        <SchemaFields fields={fields} prefix="data" richText={richTextSlot} />
      )}
      <SlugField control={form.control} following={slug.following} onEdited={slug.onSlugEdited} />
    </>
  );
});
