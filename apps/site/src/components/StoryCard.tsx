import { Box, Card, Heading, Stack, Text } from '@studio/ui';
import { Link } from './SiteLink';
import type { Article } from '@studio/content/articles';
import { CategoryBadge } from './CategoryBadge';
import { Picture } from './Picture';
import * as styles from './StoryCard.css';

export type StoryCardProps = {
  story: Pick<Article, 'title' | 'text' | 'date' | 'category' | 'image'>;
  to: string;
  headingLevel?: 2 | 3;
  linkRef?: (element: HTMLAnchorElement | null) => void;
};

/** A story as one link to its article: image, date, category, title and teaser. */
export function StoryCard({ story, to, headingLevel = 3, linkRef }: StoryCardProps) {
  return (
    <Card asChild interactive fill padding="none" className={styles.card}>
      <Link to={to} ref={linkRef}>
        <Picture
          image={story.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className={styles.image}
        />
        <Box display="grid" gap="2" padding="4">
          <Stack direction="row" wrap align="center" gap="3">
            <CategoryBadge category={story.category} />
            <Text as="span" size="sm" tone="muted">
              {story.date}
            </Text>
          </Stack>
          <Heading level={headingLevel} size="sm">
            {story.title}
          </Heading>
          <Text size="sm" tone="muted">
            {story.text}
          </Text>
        </Box>
      </Link>
    </Card>
  );
}
