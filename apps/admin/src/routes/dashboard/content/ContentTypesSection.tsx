import { CONTENT_TYPE_IDS, type Role } from '@studio/contracts';
import { Card, Grid, Text } from '@studio/ui';
import { Link } from 'react-router-dom';
import { contentPath, dashboardPath } from '../../../routePaths';
import { usePageTitle } from '../../../usePageTitle';
import { SectionHeader } from '../SectionHeader';
import * as cardStyles from '../cards.css';
import { CONTENT_TYPE_TEXTS } from './contentTypes';

/** Content Management's first screen: one card per collection, and the media library. */
export function ContentTypesSection({ role }: { role: Role }) {
  usePageTitle('Content');
  return (
    <>
      <SectionHeader
        title="Content"
        description="Everything the site lists: pick a collection to write, schedule and publish its entries."
      />
      <Grid as="ul" minItemWidth="15rem" repeat="fill" gap="4" aria-label="Collections">
        {CONTENT_TYPE_IDS.map((type) => (
          <li key={type}>
            <Card asChild interactive padding="md">
              <Link to={contentPath(role, type)}>
                <span className={cardStyles.linkCardTitle}>{CONTENT_TYPE_TEXTS[type].title}</span>
                <Text as="span" tone="muted" size="sm">
                  {CONTENT_TYPE_TEXTS[type].description}
                </Text>
              </Link>
            </Card>
          </li>
        ))}
        <li>
          <Card asChild interactive padding="md">
            <Link to={dashboardPath(role, 'content/media')}>
              <span className={cardStyles.linkCardTitle}>Media Library</span>
              <Text as="span" tone="muted" size="sm">
                The images and audio previews entries use.
              </Text>
            </Link>
          </Card>
        </li>
      </Grid>
    </>
  );
}
