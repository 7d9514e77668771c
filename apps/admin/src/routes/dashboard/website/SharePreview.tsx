import type { PageCopy } from '@studio/contracts';
import { Box, Heading, Stack, Text } from '@studio/ui';
import { wrapAnywhere } from '../cards.css';
import * as styles from '../content/content.css';

/** "{title} | {studio}", or the studio's name alone for Home, as the site's head writes it. */
export function pageTitleOf(page: string, copy: Pick<PageCopy, 'title'>, studio: string): string {
  return page === 'home' ? studio : `${copy.title} | ${studio}`;
}

/**
 * How the page shows in a search engine's results and in a shared link's card, from the copy
 * being edited, so the editor sees the cut-offs before saving.
 */
export function SharePreview({
  page,
  path,
  copy,
  studio,
  lang,
}: {
  page: string;
  path: string;
  copy: Partial<PageCopy>;
  studio: string;
  /** The language of the copy (a translation's), when not the admin's English. */
  lang?: string;
}) {
  const title = pageTitleOf(page, { title: copy.title ?? '' }, studio);
  const url = `${window.location.origin}${path}`;
  const description = copy.description ?? '';
  const clipped = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return (
    <Stack gap="3">
      <Heading level={3} size="sm">
        Search result
      </Heading>
      <Stack
        gap="1"
        padding="4"
        borderRadius="md"
        border="standard"
        className={wrapAnywhere}
        aria-label="Search result preview"
        role="group"
      >
        <Text size="sm" tone="muted">
          {url}
        </Text>
        <span className={styles.snippetTitle} lang={lang}>
          {clipped(title, 60)}
        </span>
        <Text size="sm" lang={lang}>
          {clipped(description, 160)}
        </Text>
      </Stack>
      <Heading level={3} size="sm">
        Shared link
      </Heading>
      <Box
        borderRadius="md"
        border="standard"
        className={styles.socialCard}
        aria-label="Shared link preview"
        role="group"
      >
        <Stack gap="1" padding="3" background="surface" className={wrapAnywhere}>
          <Text size="sm" tone="muted">
            {window.location.host}
          </Text>
          <Text weight="semibold" lang={lang}>
            {clipped(title, 70)}
          </Text>
          <Text size="sm" lang={lang}>
            {clipped(description, 200)}
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
