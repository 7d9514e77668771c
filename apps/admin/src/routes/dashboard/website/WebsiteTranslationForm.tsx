import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  PageCopy,
  WebsiteTranslation,
  type FixedPage,
  type Locale,
  type WebsiteSettings,
  type WebsiteTranslationView,
} from '@studio/contracts';
import { Spinner, Stack, Text } from '@studio/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { apiFetch, errorMessage } from '../../../api/client';
import { useSaveWebsiteTranslation, useWebsiteTranslation } from '../../../api/dashboard/website';
import { LeaveGuard } from '../content/LeaveGuard';
import { TranslationFields, isBlank } from '../content/TranslationFields';
import { fieldsOf } from '../content/fieldSpecs';
import { LoadError } from '../LoadError';
import { formatDateTime } from '../formatDateTime';
import { PageSelect, SaveRow, SettingsGroup } from './SettingsGroup';
import { useSettingsSave } from './useSettingsSave';

type Values = { settings: WebsiteTranslation };
const identityFields = fieldsOf(WebsiteTranslation.properties.identity);
const pageFields = fieldsOf(PageCopy);

/** Only what was written: empty fields, and a page or the identity with none, are left out. */
function written<T extends object>(part: T | undefined): T | undefined {
  if (!part) return undefined;
  const kept = Object.fromEntries(Object.entries(part).filter(([, value]) => !isBlank(value)));
  return Object.keys(kept).length > 0 ? (kept as T) : undefined;
}

export function writtenSettings(settings: WebsiteTranslation): WebsiteTranslation {
  const identity = written(settings.identity);
  const pages = written(
    Object.fromEntries(
      Object.entries(settings.pages ?? {}).map(([page, copy]) => [page, written(copy)]),
    ) as NonNullable<WebsiteTranslation['pages']>,
  );
  return { ...(identity ? { identity } : {}), ...(pages ? { pages } : {}) };
}

/** The flat reading of the words a conflict compares: the identity's, then each page's. */
const flat = (settings: WebsiteTranslation): Record<string, unknown> => ({
  ...settings.identity,
  ...settings.pages,
});

/**
 * The website settings' words in `locale` (the identity's and each page's), each field beside
 * the English; saved as written, so an empty field stays empty (never filled with the English).
 */
export function WebsiteTranslationForm({
  locale,
  english,
  canEdit,
}: {
  locale: Locale;
  english: WebsiteSettings;
  canEdit: boolean;
}) {
  const words = useWebsiteTranslation(locale);
  if (words.isPending) return <Spinner label={`Loading the ${LOCALE_INFO[locale].name} words`} />;
  if (words.isError)
    return (
      <LoadError
        message={errorMessage(
          words.error,
          `The ${LOCALE_INFO[locale].name} words could not be loaded.`,
        )}
        onRetry={() => void words.refetch()}
      />
    );
  return (
    <TranslationForm
      key={words.data.version}
      view={words.data}
      locale={locale}
      english={english}
      canEdit={canEdit}
    />
  );
}

function TranslationForm({
  view,
  locale,
  english,
  canEdit,
}: {
  view: WebsiteTranslationView;
  locale: Locale;
  english: WebsiteSettings;
  canEdit: boolean;
}) {
  const language = LOCALE_INFO[locale].name;
  const save = useSaveWebsiteTranslation(locale);
  const form = useForm<Values>({ defaultValues: { settings: view.settings } });
  const [page, setPage] = useState<FixedPage>('home');
  const { submit, conflictPanel } = useSettingsSave({
    form,
    view,
    save: (input) => save.mutateAsync(input),
    reread: () =>
      apiFetch<{ website: WebsiteTranslationView }>(`/api/website/translations/${locale}`).then(
        (answer) => answer.website,
      ),
    // Its only 409 is a stale version (`WebsiteTranslationConflict`).
    isStale: () => true,
    flat,
    sent: writtenSettings,
    notSaved: `The ${language} words were not saved.`,
  });

  return (
    <FormProvider {...form}>
      <LeaveGuard when={canEdit && form.formState.isDirty && !save.isPending} />
      {conflictPanel(form.getValues('settings'))}
      <form
        aria-label={`Website words in ${language}`}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <Stack gap="5">
          <Text tone="muted">
            {view.updatedAt
              ? `Last change ${formatDateTime(view.updatedAt)}${view.updatedBy ? ` by ${view.updatedBy}` : ''}. `
              : `Nothing is written in ${language} yet. `}
            A field left empty stays empty: the {language} pages never borrow the{' '}
            {LOCALE_INFO[DEFAULT_LOCALE].name} words. Addresses, emails, phone and the launch date
            are the {LOCALE_INFO[DEFAULT_LOCALE].name} settings&rsquo;.
          </Text>
          <SettingsGroup id={`identity-${locale}-heading`} title={`Studio identity in ${language}`}>
            <TranslationFields
              fields={identityFields}
              prefix="settings.identity"
              source={english.identity}
              locale={locale}
              disabled={!canEdit}
            />
          </SettingsGroup>
          <SettingsGroup id={`pages-${locale}-heading`} title={`Pages in ${language}`}>
            <Text tone="muted" size="sm">
              A page left empty keeps no {language} words; a page you start needs its title and
              description.
            </Text>
            <PageSelect page={page} onChange={setPage} />
            <TranslationFields
              key={page}
              fields={pageFields}
              prefix={`settings.pages.${page}`}
              source={english.pages[page]}
              locale={locale}
              disabled={!canEdit}
            />
          </SettingsGroup>
          {canEdit ? <SaveRow saving={save.isPending}>Save {language} words</SaveRow> : null}
        </Stack>
      </form>
    </FormProvider>
  );
}
