import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  translationSchema,
  type AnyContentData,
  type ContentType,
  type Locale,
  type Role,
} from '@studio/contracts';
import { Button, Spinner, Stack } from '@studio/ui';
import { useMemo } from 'react';
import { InvalidFieldsAlert } from '../../../forms/FormAlert';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { useCreateTranslation, useEntry, type Entry } from '../../../api/dashboard/content';
import { contentPath } from '../../../routePaths';
import { usePageTitle } from '../../../usePageTitle';
import { LoadError } from '../LoadError';
import { SectionHeader } from '../SectionHeader';
import { useEditorForm, useSlugFromTitle } from './editorForm';
import { EntryFields } from './EntryFields';
import { LeaveGuard } from './LeaveGuard';
import { useCreateDraft } from './useCreateDraft';
import { entryNoun } from './contentTypes';
import { emptyObject, fieldsOf } from './fieldSpecs';

type Props = { role: Role; type: ContentType; sourceId: string; locale: Locale };

/** A new translation of an entry, once its source has loaded. */
export function NewTranslationForm(props: Props) {
  const source = useEntry(props.type, props.sourceId);
  const noun = entryNoun(props.type);
  if (source.isPending) return <Spinner label={`Loading the ${noun}`} />;
  if (source.isError)
    return (
      <>
        <SectionHeader title={`New ${LOCALE_INFO[props.locale].name} translation`} description="" />
        <LoadError
          message={errorMessage(source.error, `The ${noun} could not be loaded.`)}
          onRetry={() => void source.refetch()}
        />
      </>
    );
  return <TranslationCreator {...props} source={source.data} />;
}

/**
 * The translatable fields, empty (nothing is copied from the source), each beside the source's
 * words, and the translation's own slug; created as a draft, then its editor takes over.
 */
function TranslationCreator({ role, type, locale, source }: Props & { source: Entry }) {
  const language = LOCALE_INFO[locale].name;
  const english = LOCALE_INFO[DEFAULT_LOCALE].name;
  const title = `New ${language} translation of “${source.label}”`;
  usePageTitle(`New ${language} translation`);
  const create = useCreateTranslation(type, source.id);
  const initial = useMemo(
    () => ({ slug: '', data: emptyObject(fieldsOf(translationSchema(type))) as AnyContentData }),
    [type],
  );
  const { form, fields } = useEditorForm(type, initial, true);
  const slug = useSlugFromTitle(type, form, true);
  const translation = useMemo(
    () => ({ locale, source: source.data as Readonly<Record<string, unknown>> }),
    [locale, source.data],
  );
  const { submit, dirty } = useCreateDraft({
    form,
    role,
    type,
    create: (values) => create.mutateAsync({ locale, ...values }),
    notCreated: `The ${language} translation was not created.`,
  });

  return (
    <FormProvider {...form}>
      <LeaveGuard when={dirty} />
      <SectionHeader
        title={title}
        description={
          <>
            Of the{' '}
            <Link to={contentPath(role, type, source.id)}>
              {english} {entryNoun(type)}
            </Link>
            . Write each field in {language} beside the {english}; the slug is its address under the{' '}
            {language} pages (in {language} script or transliterated). Create the draft first;
            nothing shows on the site until you publish it.
          </>
        }
      />
      <form
        aria-label={`New ${language} translation`}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <Stack gap="4">
          <EntryFields form={form} fields={fields} slug={slug} translation={translation} />
          <InvalidFieldsAlert />
          <div>
            <Button type="submit" loading={create.isPending} loadingText="Creating...">
              Create {language} translation
            </Button>
          </div>
        </Stack>
      </form>
    </FormProvider>
  );
}
