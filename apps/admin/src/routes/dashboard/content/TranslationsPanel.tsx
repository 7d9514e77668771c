import { LOCALE_INFO, type ContentType, type Role } from '@studio/contracts';
import { Button, Card, Heading, Stack, Text } from '@studio/ui';
import { Link } from 'react-router-dom';
import type { Entry } from '../../../api/dashboard/content';
import { contentPath, newTranslationPath } from '../../../routePaths';
import { TRANSLATION_LOCALES, translationStatus } from './contentTypes';
import * as cards from '../cards.css';

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
            {TRANSLATION_LOCALES.map((locale) => {
              const existing = entry.translations?.[locale];
              const language = LOCALE_INFO[locale].name;
              return (
                <Stack as="li" key={locale} direction="row" wrap gap="2" align="center">
                  <Text>{translationStatus(entry.translations, locale)}</Text>
                  <Button asChild size="sm" variant="secondary">
                    {existing ? (
                      <Link to={contentPath(role, type, existing.id)}>
                        Edit {language} translation
                      </Link>
                    ) : (
                      <Link to={newTranslationPath(role, type, entry.id, locale)}>
                        Add {language} translation
                      </Link>
                    )}
                  </Button>
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      </section>
    </Card>
  );
}
