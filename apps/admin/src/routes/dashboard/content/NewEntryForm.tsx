import { CONTENT_TYPES, type AnyContentData, type ContentType, type Role } from '@studio/contracts';
import { Button, Stack, Text, useToast } from '@studio/ui';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../api/client';
import { useCreateEntry } from '../../../api/dashboard/content';
import { contentPath } from '../../../routePaths';
import { usePageTitle } from '../../../usePageTitle';
import { SectionHeader } from '../SectionHeader';
import { useEditorForm, useSlugFromTitle } from './editorForm';
import { LeaveGuard } from './LeaveGuard';
import { EntryFields } from './EntryFields';
import { CONTENT_TYPE_TEXTS, entryNoun } from './contentTypes';
import { emptyObject, fieldsOf } from './fieldSpecs';
import type { TObject } from '@sinclair/typebox';

/** A new entry: filled in, then created as a draft; the editor (with autosave) takes over. */
export function NewEntryForm({ role, type }: { role: Role; type: ContentType }) {
  const noun = entryNoun(type);
  usePageTitle(`New ${noun}`);
  const { toast } = useToast();
  const navigate = useNavigate();
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
  // Navigating once the created id has rendered, so the leave guard has already stood down.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const dirty = form.formState.isDirty && createdId === null;
  useEffect(() => {
    if (createdId) void navigate(contentPath(role, type, createdId), { replace: true });
  }, [createdId, navigate, role, type]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      toast.success(answer.message, { message: answer.entry.label });
      setCreatedId(answer.entry.id);
    } catch (error) {
      if (isApiError(error) && error.errors?.length) {
        error.errors.forEach(({ field, message }, index) =>
          form.setError(field as 'slug', { type: 'server', message }, { shouldFocus: index === 0 }),
        );
      }
      toast.error('Not created', { message: errorMessage(error, `The ${noun} was not created.`) });
    }
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
          {Object.keys(form.formState.errors).length > 0 ? (
            <Text role="alert" tone="critical">
              Some fields need attention: see the messages beside them.
            </Text>
          ) : null}
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
