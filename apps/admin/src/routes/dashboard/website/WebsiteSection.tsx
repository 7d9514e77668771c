import { Type } from '@sinclair/typebox';
import {
  ContentTexts,
  FIXED_PAGES,
  FIXED_PAGE_IDS,
  PageCopy,
  StudioIdentity,
  WebsiteSettings,
  type FixedPage,
  type Role,
  type WebsiteView,
} from '@studio/contracts';
import { Box, Button, Card, Heading, Select, Spinner, Stack, Text, useToast } from '@studio/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { apiFetch, errorMessage, isApiError } from '../../../api/client';
import { useSaveWebsite, useWebsite } from '../../../api/dashboard/website';
import { formResolver } from '../../../forms/formResolver';
import { usePageTitle } from '../../../usePageTitle';
import { changesBetween } from '../content/changes';
import { ConflictPanel } from '../content/ConflictPanel';
import { LeaveGuard } from '../content/LeaveGuard';
import { SchemaFields } from '../content/SchemaFields';
import { fieldsOf, labelOf } from '../content/fieldSpecs';
import * as contentStyles from '../content/content.css';
import { LoadError } from '../LoadError';
import { SectionHeader } from '../SectionHeader';
import { formatDateTime } from '../formatDateTime';
import { WEBSITE_VIEW_ONLY } from '../sections';
import { SharePreview } from './SharePreview';
import { RedirectsPanel } from './RedirectsPanel';
import { SiteProblems } from './SiteProblems';

type Values = { settings: WebsiteSettings };
const FormSchema = Type.Object({ settings: WebsiteSettings });
const identityFields = fieldsOf(StudioIdentity);
const launchFields = fieldsOf(Type.Object({ launchAt: WebsiteSettings.properties.launchAt }));
const pageFields = fieldsOf(PageCopy);
const PAGE_OPTIONS = FIXED_PAGE_IDS.map((page) => ({
  value: page,
  label: `${labelOf(page.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()))} (${FIXED_PAGES[page]})`,
}));

/** The flat reading of the settings a conflict compares: identity, launch date, each page. */
const flat = (settings: WebsiteSettings): Record<string, unknown> => ({
  ...settings.identity,
  launchAt: settings.launchAt,
  ...settings.pages,
});

function WebsiteForm({ view, canEdit }: { view: WebsiteView; canEdit: boolean }) {
  const { toast } = useToast();
  const save = useSaveWebsite();
  const resolver = useMemo(() => formResolver(FormSchema), []);
  const form = useForm<Values>({
    defaultValues: { settings: view.settings },
    resolver: resolver as never,
    mode: 'onTouched',
  });
  const [version, setVersion] = useState(view.version);
  const [conflict, setConflict] = useState<WebsiteView | null>(null);
  const [page, setPage] = useState<FixedPage>('home');
  const settings = useWatch({ control: form.control, name: 'settings' });

  const submit = form.handleSubmit(async (values, event) => {
    event?.preventDefault();
    try {
      const answer = await save.mutateAsync({ version, settings: values.settings });
      setVersion(answer.website.version);
      form.reset({ settings: answer.website.settings });
      toast.success(answer.message);
    } catch (error) {
      if (
        isApiError(error) &&
        error.status === 409 &&
        error.message === ContentTexts.websiteStale
      ) {
        const current = await apiFetch<{ website: WebsiteView }>('/api/website').then(
          (answer) => answer.website,
          () => null,
        );
        if (current) setConflict(current);
        return;
      }
      if (isApiError(error))
        for (const { field, message } of error.errors ?? [])
          form.setError(field as 'settings', { type: 'server', message });
      toast.error('Not saved', {
        message: errorMessage(error, 'The website settings were not saved.'),
      });
    }
  });

  return (
    <FormProvider {...form}>
      <LeaveGuard when={canEdit && form.formState.isDirty && !save.isPending} />
      {conflict ? (
        <ConflictPanel
          changes={changesBetween(flat(conflict.settings), flat(settings))}
          changedBy={conflict.updatedBy}
          changedAt={conflict.updatedAt}
          onKeepMine={() => {
            setVersion(conflict.version);
            setConflict(null);
            void submit();
          }}
          onTakeTheirs={() => {
            setVersion(conflict.version);
            form.reset({ settings: conflict.settings });
            setConflict(null);
          }}
        />
      ) : null}
      <form aria-label="Website settings" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <SettingsGroup id="identity-heading" title="Studio identity">
            <SchemaFields fields={identityFields} prefix="settings.identity" disabled={!canEdit} />
          </SettingsGroup>
          <SettingsGroup id="launch-heading" title="Launch">
            <SchemaFields fields={launchFields} prefix="settings" disabled={!canEdit} />
          </SettingsGroup>
          <SettingsGroup id="pages-heading" title="Pages">
            <Select
              label="Page"
              hint="Each fixed page's hero copy and its search and share description."
              options={PAGE_OPTIONS}
              value={page}
              onValueChange={(value) => setPage(value as FixedPage)}
            />
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
          {canEdit ? (
            <Stack direction="row" wrap gap="2" align="center">
              <Button type="submit" loading={save.isPending} loadingText="Saving...">
                Save website settings
              </Button>
              {Object.keys(form.formState.errors).length > 0 ? (
                <Text role="alert" tone="critical">
                  Some fields need attention: see the messages beside them.
                </Text>
              ) : null}
            </Stack>
          ) : null}
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
          <WebsiteForm key={website.data.version} view={website.data} canEdit={canEdit} />
          <Box marginTop="6">
            <RedirectsPanel canEdit={canEdit} />
          </Box>
        </>
      )}
    </>
  );
}

/** One titled group of the website settings: a section named by its heading. */
function SettingsGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="3">
        <Heading level={2} size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
