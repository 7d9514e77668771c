import { DEFAULT_LOCALE, LOCALE_INFO, type ContentType, type Role } from '@studio/contracts';
import { Box, Button, Card, SaveStatus, Stack, Text } from '@studio/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import type { Entry } from '../../../api/dashboard/content';
import { useSession } from '../../../api/session';
import { DeferredFieldsContext } from '../../../forms/deferredFields';
import { draftKey } from '../../../forms/draftStorage';
import { contentPath } from '../../../routePaths';
import { usePageTitle } from '../../../usePageTitle';
import { SectionHeader } from '../SectionHeader';
import { formatDateTime } from '../formatDateTime';
import { SiteProblems } from '../website/SiteProblems';
import { EntryConflictPanel } from './ConflictPanel';
import { EditingPresence } from './EditingPresence';
import { CONTENT_TYPE_TEXTS, entryNoun } from './contentTypes';
import { slugFollowsTitle, useEditorForm, useSlugFromTitle } from './editorForm';
import { LeaveGuard } from './LeaveGuard';
import { PreviewButton } from './PreviewButton';
import { PublishPanel } from './PublishPanel';
import { EntrySeoPreview } from './EntrySeoPreview';
import { RevisionsPanel } from './RevisionsPanel';
import { TranslationTrash, TranslationsPanel } from './TranslationsPanel';
import { EntryFields } from './EntryFields';
import { useAutosave, valuesOf } from './useAutosave';
import * as styles from './content.css';

/**
 * One entry's editor: the fields of its type, saved while typing, and its publishing. A
 * translation (opened with its `source`) has only the translatable fields, each beside the
 * source's, and everything else acts on the translation's own id.
 */
export function EntryEditor({
  role,
  type,
  entry,
  source,
}: {
  role: Role;
  type: ContentType;
  entry: Entry;
  /** A translation's default-language entry. */
  source?: Entry;
}) {
  const noun = entryNoun(type);
  const language = source ? LOCALE_INFO[entry.locale].name : null;
  const title = source ? `${language} translation of “${source.label}”` : `Edit ${noun}`;
  usePageTitle(source ? `Edit ${language} translation` : title);
  const session = useSession();
  const user = session.data?.user.email ?? 'unknown';
  const storageKey = draftKey(user, type, entry.id);
  // The form starts from the entry as opened; later answers move only its version.
  const [initial] = useState(() => valuesOf(entry));
  const { form, fields } = useEditorForm(type, initial, source !== undefined);
  const translation = useMemo(
    () =>
      source
        ? { locale: entry.locale, source: source.data as Readonly<Record<string, unknown>> }
        : undefined,
    [entry.locale, source],
  );
  const slug = useSlugFromTitle(
    type,
    form,
    entry.liveSlug === null && slugFollowsTitle(type, entry.slug, entry.data),
  );
  const autosave = useAutosave({ type, entry, form, storageKey });
  const location = useLocation();
  const formId = useId();

  // From the list's Schedule: straight to the date field.
  useEffect(() => {
    if (location.hash === '#schedule')
      document.getElementById('schedule')?.querySelector('input')?.focus();
  }, [location.hash]);

  // Publish, Unpublish, Schedule and Restore run one after the other: each names the version the
  // one before it answered, so two presses never race into a conflict with this editor itself.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inTurn = useCallback(<T,>(action: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(action);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const unsaved = autosave.state !== 'saved';
  const conflict = autosave.conflict;
  const saveFirst = async () => (unsaved ? autosave.saveNow() : true);
  return (
    <FormProvider {...form}>
      <LeaveGuard when={unsaved} />
      <SectionHeader
        title={title}
        description={
          <>
            {source ? (
              <>
                Translates the{' '}
                <Link to={contentPath(role, type, source.id)}>
                  {LOCALE_INFO[DEFAULT_LOCALE].name} {noun}
                </Link>
              </>
            ) : (
              entry.label
            )}{' '}
            · <Link to={contentPath(role, type)}>{CONTENT_TYPE_TEXTS[type].title}</Link>. Changes
            save as you type into the draft; the site shows them once published.
          </>
        }
        actions={
          <Stack gap="1">
            <Stack direction="row" wrap gap="2">
              {/* Drafts save themselves; this is for whoever wants to see it happen now, and keeps
                  a revision as a save (not an autosave). Its outcome shows in the status below. */}
              <Button type="submit" form={formId} variant="secondary" disabled={conflict !== null}>
                Save draft
              </Button>
              {source ? null : (
                <PreviewButton
                  type={type}
                  id={entry.id}
                  saveFirst={saveFirst}
                  disabled={conflict !== null}
                />
              )}
            </Stack>
            {source ? (
              <Text size="sm" tone="muted">
                No preview: previews show the site in {LOCALE_INFO[DEFAULT_LOCALE].name} only for
                now.
              </Text>
            ) : null}
            <SaveStatus
              state={autosave.state}
              savedAt={autosave.savedAt}
              labels={{ offline: 'Offline: kept in this browser', error: 'Not saved' }}
            />
            {autosave.state === 'error' && autosave.problem ? (
              <Text size="sm" tone="critical">
                {autosave.problem}
              </Text>
            ) : null}
          </Stack>
        }
      />
      <Stack gap="4">
        <EditingPresence
          type={type}
          id={entry.id}
          version={() => autosave.version.current}
          saveFirst={saveFirst}
          onTakenOver={(next) => autosave.adopt(next)}
          disabled={conflict !== null}
        />
        <SiteProblems entryId={entry.id} />
        {autosave.restored && !conflict ? (
          <Card padding="sm">
            <Text role="status">
              Unsaved changes from this browser were restored; they are being saved now.
            </Text>
          </Card>
        ) : null}
        {conflict ? (
          <EntryConflictPanel
            theirs={conflict}
            onKeepMine={autosave.keepMine}
            onTakeTheirs={autosave.takeTheirs}
          />
        ) : null}
        <Box display="grid" gap="5" gridTemplateColumns="1" className={styles.editorLayout}>
          <form
            id={formId}
            aria-label={source ? title : `${CONTENT_TYPE_TEXTS[type].title}: ${entry.label}`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void autosave.saveNow();
            }}
          >
            <Stack gap="4">
              <DeferredFieldsContext.Provider value={autosave.deferred}>
                <EntryFields form={form} fields={fields} slug={slug} translation={translation} />
              </DeferredFieldsContext.Provider>
              <Text size="sm" tone="muted">
                Last change {formatDateTime(entry.updatedAt)}
                {entry.updatedBy ? ` by ${entry.updatedBy}` : ''}.
              </Text>
            </Stack>
          </form>
          <Stack gap="4" className={styles.sidePanel}>
            <PublishPanel
              type={type}
              entry={entry}
              version={() => autosave.version.current}
              saveFirst={saveFirst}
              onWritten={(next) => autosave.adopt(next)}
              inTurn={inTurn}
              disabled={conflict !== null}
            />
            {source ? (
              <TranslationTrash
                role={role}
                type={type}
                entry={entry}
                version={() => autosave.version.current}
                inTurn={inTurn}
              />
            ) : (
              <TranslationsPanel role={role} type={type} entry={entry} />
            )}
            {type === 'articles' ? <EntrySeoPreview locale={entry.locale} /> : null}
            <RevisionsPanel
              type={type}
              entry={entry}
              version={() => autosave.version.current}
              onRestored={(next) => autosave.adopt(next, true)}
              inTurn={inTurn}
            />
          </Stack>
        </Box>
      </Stack>
    </FormProvider>
  );
}
