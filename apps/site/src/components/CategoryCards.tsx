import { Card, Grid, Heading, Section, Text, VisuallyHidden } from '@studio/ui';
import { Link } from './SiteLink';
import type { CategoryCard } from '@studio/content/media';
import * as styles from './CategoryCards.css';

/** Four category cards: a title, a line and a link (inside the site, or out in a new tab). */
function CategoryCards({ items }: { items: readonly CategoryCard[] }) {
  return (
    <Grid as="ul" minItemWidth="15rem">
      {items.map((item) => (
        <li key={item.title}>
          <Card fill>
            <Grid gap="2" alignContent="start">
              <Heading level={3} size="md">
                {item.title}
              </Heading>
              <Text tone="muted">{item.description}</Text>
              {'to' in item.link ? (
                <Link to={item.link.to} className={styles.link}>
                  {item.link.label}
                  <span aria-hidden="true"> →</span>
                </Link>
              ) : (
                <a
                  href={item.link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  {item.link.label}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  <span aria-hidden="true"> ↗</span>
                </a>
              )}
            </Grid>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

/** A media page's closing section: where to go next, as category cards under a heading. */
export function CategorySection({
  categories,
}: {
  categories: { heading: string; items: readonly CategoryCard[] };
}) {
  return (
    <Section heading={categories.heading}>
      <CategoryCards items={categories.items} />
    </Section>
  );
}
