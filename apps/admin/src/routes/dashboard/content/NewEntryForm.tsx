import { CONTENT_TYPES, type AnyContentData, type ContentType, type Role } from '@studio/contracts';
import { Button, Stack } from '@studio/ui';
import { useMemo } from 'react';
import { InvalidFieldsAlert } from '../../../forms/FormAlert';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useCreateEntry } from '../../../api/dashboard/content';
import { contentPath } from '../../../routePaths';
import { usePageTitle } from '../../../usePageTitle';
import { SectionHeader } from '../SectionHeader';
import { useEditorForm, useSlugFromTitle } from './editorForm';
import { LeaveGuard } from './LeaveGuard';
import { useCreateDraft } from './useCreateDraft';
import { EntryFields } from './EntryFields';
import { CONTENT_TYPE_TEXTS, entryNoun } from './contentTypes';
import { emptyObject, fieldsOf } from './fieldSpecs';
import type { TObject } from '@sinclair/typebox';

/** A new entry: filled in, then created as a draft; the editor (with autosave) takes over. */
export function NewEntryForm({ role, type }: { role: Role; type: ContentType }) {
  const noun = entryNoun(type);
  usePageTitle(`New ${noun}`);
  const create = useCreateEntry(type);
  const initial = useMemo(
    () => ({
      slug: '',
      data: emptyObject(fieldsOf(CONTENT_TYPES[type].schema as TObject)) as AnyContentData,
    }),
    [type],
  );
  const { form, fields } = useEditorForm(type, initial);
  const slug = useSlugFromTitle(type, form, true);
  const { submit, dirty } = useCreateDraft({
    form,
    role,
    type,
    create: (values) => create.mutateAsync(values),
    notCreated: `The ${noun} was not created.`,
  });

  return (
    <FormProvider {...form}>
      <LeaveGuard when={dirty} />
      <SectionHeader
        title={`New ${noun}`}
        description={
          <>
            In <Link to={contentPath(role, type)}>{CONTENT_TYPE_TEXTS[type].title}</Link>. Create
            the draft first; from then on it saves as you type, and nothing shows on the site until
            you publish it.
          </>
        }
      />
      <form aria-label={`New ${noun}`} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <EntryFields form={form} fields={fields} slug={slug} />
          <InvalidFieldsAlert />
          <div>
            <Button type="submit" loading={create.isPending} loadingText="Creating...">
              Create draft
            </Button>
          </div>
        </Stack>
      </form>
    </FormProvider>
  );
}
