import {
  Card,
  Container,
  CookiePreferences,
  Link,
  Stack,
  type CookiePreferencesValue,
} from '@studio/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link as RouterLink } from '../components/SiteLink';
import { PageIntro, introOf } from '../components/PageIntro';
import { useConsent, type CookiePreferences as StoredPreferences } from '../consent/consent';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as styles from './cookie-settings.css';

export const loader = pageLoader('cookieSettings');

export const meta = pageHead('/cookie-settings');

const choicesOf = (value: CookiePreferencesValue): Omit<StoredPreferences, 'necessary'> => ({
  analytics: value.analytics === true,
  marketing: value.marketing === true,
  preferences: value.preferences === true,
});

export default function CookieSettingsPage() {
  const content = useLoaderData<typeof loader>();
  const { preferences, savePreferences, resetPreferences } = useConsent();
  // Unsaved switch positions; until the visitor flips one, the stored choice is shown (it is
  // only known once the prerendered page has hydrated).
  const [draft, setDraft] = useState<CookiePreferencesValue | null>(null);

  return (
    <Container width="narrow">
      <PageIntro {...introOf(content)} />
      <Stack gap="6" paddingBottom="9">
        <Card padding="lg">
          <CookiePreferences
            label={content.categoriesLabel}
            categories={content.categories.map((category) => ({
              id: category.id,
              label: category.title,
              description: category.description,
              locked: category.id === 'necessary',
            }))}
            lockedLabel={content.lockedLabel}
            value={draft ?? { ...preferences }}
            onValueChange={setDraft}
            saveLabel={content.save}
            resetLabel={content.reset}
            savedMessage={content.saved}
            resetMessage={content.resetDone}
            statusDuration={content.confirmationMs}
            onSave={(value) => {
              savePreferences(choicesOf(value));
              setDraft(null);
            }}
            onReset={() => {
              resetPreferences();
              setDraft(null);
            }}
          />
        </Card>
        <p className={styles.policy}>
          <Link asChild>
            <RouterLink to={content.policyLink.to}>{content.policyLink.label}</RouterLink>
          </Link>
        </p>
      </Stack>
    </Container>
  );
}
