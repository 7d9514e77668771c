import { Type } from '@sinclair/typebox';
import {
  ContentTexts,
  DEFAULT_LOCALE,
  FIXED_PAGES,
  LOCALES,
  LOCALE_INFO,
  PageCopy,
  StudioIdentity,
  WebsiteSettings,
  type FixedPage,
  type Role,
  type WebsiteView,
} from '@studio/contracts';
import { Box, Card, Spinner, Stack, Tabs, Text } from '@studio/ui';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { apiFetch, errorMessage, isApiError } from '../../../api/client';
import { useSaveWebsite, useWebsite } from '../../../api/dashboard/website';
import { formResolver } from '../../../forms/formResolver';
import { usePageTitle } from '../../../usePageTitle';
import { LeaveGuard } from '../content/LeaveGuard';
import { TRANSLATION_LOCALES } from '../content/contentTypes';
import { SchemaFields } from '../content/SchemaFields';
import { fieldsOf } from '../content/fieldSpecs';
import * as contentStyles from '../content/content.css';
import { LoadError } from '../LoadError';
import { SectionHeader } from '../SectionHeader';
import { formatDateTime } from '../formatDateTime';
import { WEBSITE_VIEW_ONLY } from '../sections';
import { SharePreview } from './SharePreview';
import { RedirectsPanel } from './RedirectsPanel';
import { SiteProblems } from './SiteProblems';
import { PageSelect, SaveRow, SettingsGroup } from './SettingsGroup';
import { useSettingsSave } from './useSettingsSave';
import { WebsiteTranslationForm } from './WebsiteTranslationForm';

type Values = { settings: WebsiteSettings };
const FormSchema = Type.Object({ settings: WebsiteSettings });
const identityFields = fieldsOf(StudioIdentity);
const launchFields = fieldsOf(Type.Object({ launchAt: WebsiteSettings.properties.launchAt }));
const pageFields = fieldsOf(PageCopy);

/** The flat reading of the settings a conflict compares: identity, launch date, each page. */
const flat = (settings: WebsiteSettings): Record<string, unknown> => ({
  ...settings.identity,
  launchAt: settings.launchAt,
  ...settings.pages,
});

function WebsiteForm({ view, canEdit }: { view: WebsiteView; canEdit: boolean }) {
  const save = useSaveWebsite();
  const resolver = useMemo(() => formResolver(FormSchema), []);
  const form = useForm<Values>({
    defaultValues: { settings: view.settings },
    resolver: resolver as never,
    mode: 'onTouched',
  });
  const [page, setPage] = useState<FixedPage>('home');
  const settings = useWatch({ control: form.control, name: 'settings' });
  const { submit, conflictPanel } = useSettingsSave({
    form,
    view,
    save: (input) => save.mutateAsync(input),
    reread: () =>
      apiFetch<{ website: WebsiteView }>('/api/website').then((answer) => answer.website),
    isStale: (error) => error.message === ContentTexts.websiteStale,
    flat,
    notSaved: 'The website settings were not saved.',
  });

  return (
    <FormProvider {...form}>
      <LeaveGuard when={canEdit && form.formState.isDirty && !save.isPending} />
      {conflictPanel(settings)}
      <form aria-label="Website settings" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <SettingsGroup id="identity-heading" title="Studio identity">
            <SchemaFields fields={identityFields} prefix="settings.identity" disabled={!canEdit} />
          </SettingsGroup>
          <SettingsGroup id="launch-heading" title="Launch">
            <SchemaFields fields={launchFields} prefix="settings" disabled={!canEdit} />
          </SettingsGroup>
          <SettingsGroup id="pages-heading" title="Pages">
            <PageSelect page={page} onChange={setPage} />
            <Box
              display="grid"
              gap="5"
              gridTemplateColumns="1"
              className={contentStyles.editorLayout}
            >
              <SchemaFields
                key={page}
                fields={pageFields}
                prefix={`settings.pages.${page}`}
                disabled={!canEdit}
              />
              <SharePreview
                page={page}
                path={FIXED_PAGES[page]}
                copy={settings.pages[page]}
                studio={settings.identity.name}
              />
            </Box>
          </SettingsGroup>
          {canEdit ? <SaveRow saving={save.isPending}>Save website settings</SaveRow> : null}
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Website Management: the studio's identity, launch date and page copy. Super admins edit. */
export function WebsiteSection({ role }: { role: Role }) {
  usePageTitle('Website Management');
  const website = useWebsite();
  const canEdit = role === 'super_admin';
  const notSetUp = isApiError(website.error) && website.error.status === 404;
  return (
    <>
      <SectionHeader
        title="Website Management"
        description={
          website.data
            ? `The studio's identity, launch date and each page's hero copy. Last change ${formatDateTime(website.data.updatedAt)}${website.data.updatedBy ? ` by ${website.data.updatedBy}` : ''}.`
            : "The studio's identity, launch date and each page's hero copy."
        }
      />
      {!canEdit ? (
        <Box marginBottom="5">
          <Card padding="sm">
            <Text role="note">{WEBSITE_VIEW_ONLY}</Text>
          </Card>
        </Box>
      ) : null}
      <SiteProblems />
      {website.isPending ? (
        <Spinner label="Loading the website settings" />
      ) : notSetUp ? (
        <Text>
          The website settings are not in the store yet: the site shows its default content until
          they are.
        </Text>
      ) : website.isError ? (
        <LoadError
          message={errorMessage(website.error, 'The website settings could not be loaded.')}
          onRetry={() => void website.refetch()}
        />
      ) : (
        <>
          <Tabs.Root defaultValue={DEFAULT_LOCALE}>
            <Tabs.List aria-label="Language of the settings">
              {LOCALES.map((locale) => (
                <Tabs.Trigger key={locale} value={locale}>
                  {LOCALE_INFO[locale].name}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={DEFAULT_LOCALE}>
              <WebsiteForm key={website.data.version} view={website.data} canEdit={canEdit} />
            </Tabs.Content>
            {TRANSLATION_LOCALES.map((locale) => (
              <Tabs.Content key={locale} value={locale}>
                <WebsiteTranslationForm
                  locale={locale}
                  english={website.data.settings}
                  canEdit={canEdit}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <Box marginTop="6">
            <RedirectsPanel canEdit={canEdit} />
          </Box>
        </>
      )}
    </>
  );
}
