import { LOCALE_INFO, type ContentType, type Locale, type Role } from '@studio/contracts';
import { Button, Card, ConfirmDialog, Heading, Stack, Text, useToast } from '@studio/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiFetch, errorMessage } from '../../../api/client';
import { useEntryWrite, type Entry } from '../../../api/dashboard/content';
import { contentPath, newTranslationPath } from '../../../routePaths';
import * as cards from '../cards.css';
import { TRANSLATION_LOCALES, translationStatus } from './contentTypes';

/** A translation in the trash: a super admin restores it (as a draft) from its source's editor. */
function RestoreTranslation({
  type,
  id,
  language,
}: {
  type: ContentType;
  id: string;
  language: string;
}) {
  const write = useEntryWrite(type);
  const { toast } = useToast();
  const restore = async () => {
    try {
      // The version it is at in the trash: the map of translations holds only its state.
      const { entry } = await apiFetch<{ entry: Entry }>(
        `/api/content/${type}/${encodeURIComponent(id)}`,
      );
      const answer = await write.mutateAsync({
        id,
        write: { kind: 'untrash', version: entry.version },
      });
      toast.success(answer.message, { message: `${language} translation` });
    } catch (error) {
      toast.error('Restore failed', { message: errorMessage(error, 'Restore failed.') });
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={write.isPending}
      loadingText="Restoring..."
      onClick={() => void restore()}
    >
      Restore {language} translation
    </Button>
  );
}

function TranslationRow({
  role,
  type,
  entry,
  locale,
}: {
  role: Role;
  type: ContentType;
  entry: Entry;
  locale: Locale;
}) {
  const existing = entry.translations?.[locale];
  const language = LOCALE_INFO[locale].name;
  return (
    <Stack as="li" direction="row" wrap gap="2" align="center">
      <Text>{translationStatus(entry.translations, locale)}</Text>
      {!existing ? (
        <Button asChild size="sm" variant="secondary">
          <Link to={newTranslationPath(role, type, entry.id, locale)}>
            Add {language} translation
          </Link>
        </Button>
      ) : existing.state !== 'deleted' ? (
        <Button asChild size="sm" variant="secondary">
          <Link to={contentPath(role, type, existing.id)}>Edit {language} translation</Link>
        </Button>
      ) : role === 'super_admin' ? (
        <RestoreTranslation type={type} id={existing.id} language={language} />
      ) : (
        <Text size="sm" tone="muted">
          A super admin can restore it.
        </Text>
      )}
    </Stack>
  );
}

/** A default-language entry's translations: each language's state, and the way to add or edit it. */
export function TranslationsPanel({
  role,
  type,
  entry,
}: {
  role: Role;
  type: ContentType;
  entry: Entry;
}) {
  return (
    <Card padding="md">
      <section aria-labelledby="translations-heading">
        <Stack gap="3">
          <Heading level={2} size="sm" id="translations-heading">
            Translations
          </Heading>
          <Stack as="ul" gap="3" className={cards.plainList}>
            {TRANSLATION_LOCALES.map((locale) => (
              <TranslationRow key={locale} role={role} type={type} entry={entry} locale={locale} />
            ))}
          </Stack>
        </Stack>
      </section>
    </Card>
  );
}

/**
 * A translation's own trash: only its language's page comes down; the source entry stays. Then
 * the source's editor opens, where a super admin can restore it.
 */
export function TranslationTrash({
  role,
  type,
  entry,
  version,
  inTurn,
}: {
  role: Role;
  type: ContentType;
  entry: Entry;
  version: () => number;
  inTurn: <T>(action: () => Promise<T>) => Promise<T>;
}) {
  const write = useEntryWrite(type);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const language = LOCALE_INFO[entry.locale].name;
  return (
    <Card padding="md">
      <section aria-labelledby="translation-trash-heading">
        <Stack gap="3">
          <Heading level={2} size="sm" id="translation-trash-heading">
            This translation
          </Heading>
          <Text size="sm" tone="muted">
            Moving it to the trash takes its {language} page down; the English entry stays.
          </Text>
          <div>
            <ConfirmDialog
              title={`Move this ${language} translation to the trash?`}
              description={`Its ${language} page comes down if it is live. A super admin can restore it from the English entry.`}
              confirmLabel="Move to trash"
              confirmLoadingLabel="Moving..."
              tone="critical"
              error={error}
              onConfirm={async () => {
                setError(null);
                const answer = await inTurn(() =>
                  write.mutateAsync({ id: entry.id, write: { kind: 'trash', version: version() } }),
                );
                toast.success(answer.message, { message: `${language} translation` });
                if (entry.sourceId) void navigate(contentPath(role, type, entry.sourceId));
              }}
              onConfirmError={(reason) =>
                setError(errorMessage(reason, 'The translation was not moved to the trash.'))
              }
              trigger={<Button variant="secondary">Move to trash</Button>}
            />
          </div>
        </Stack>
      </section>
    </Card>
  );
}
