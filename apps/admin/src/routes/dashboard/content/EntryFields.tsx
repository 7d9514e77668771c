import { memo } from 'react';
import type { FieldSpec } from './fieldSpecs';
import type { useEditorForm, useSlugFromTitle } from './editorForm';
import { richTextSlot } from './RichTextField';
import { SchemaFields } from './SchemaFields';
import { SlugField } from './SlugField';

/**
 * What a new entry's form and an open entry's editor both show: the type's fields, then the slug.
 * Memoized: the editor's save status changes as it types, and the fields need not draw again.
 */
export const EntryFields = memo(function EntryFields({
  form,
  fields,
  slug,
}: {
  form: ReturnType<typeof useEditorForm>['form'];
  fields: readonly FieldSpec[];
  slug: ReturnType<typeof useSlugFromTitle>;
}) {
  return (
    <>
      <SchemaFields fields={fields} prefix="data" richText={richTextSlot} />
      <SlugField control={form.control} following={slug.following} onEdited={slug.onSlugEdited} />
    </>
  );
});
