import { Box, Card, Grid, Heading, Section, StatList, Text } from '@studio/ui';
import { useLoaderData } from 'react-router';
import { Link } from '../components/SiteLink';
import { FeatureCards } from '../components/FeatureCards';
import { PageIntro } from '../components/PageIntro';
import { StudioPage } from '../components/PageColumn';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as styles from './company.css';
import * as page from './studio-pages.css';

export const loader = pageLoader('company');

export const meta = pageHead('/company');

export default function CompanyPage() {
  const { hero, overview, services, label, facts, numbers, more, back } =
    useLoaderData<typeof loader>();
  return (
    <StudioPage>
      <PageIntro variant="hero" back={back} {...hero} />

      <Grid
        as="section"
        columns={{ base: '1', desktop: '2' }}
        gap="6"
        alignItems="start"
        aria-labelledby="overview-title"
      >
        <Grid gap="5" alignContent="start">
          <Heading level={2} size="xl" id="overview-title">
            {overview.heading}
          </Heading>
          <div className={page.prose}>
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Grid>
        <StatList items={numbers} />
      </Grid>

      <Section heading={services.heading} intro={services.intro}>
        <FeatureCards items={services.items} />
      </Section>

      <Grid columns={{ base: '1', desktop: '2' }} gap="6" alignItems="start">
        <Section heading={label.heading} tone="callout">
          {label.paragraphs.map((paragraph) => (
            <Text key={paragraph} tone="muted">
              {paragraph}
            </Text>
          ))}
        </Section>
        <Section heading={facts.heading}>
          <Box as="dl" display="grid" gap="0">
            {facts.items.map((fact) => (
              <div key={fact.term} className={styles.fact}>
                <dt className={styles.term}>{fact.term}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </Box>
        </Section>
      </Grid>

      <Section heading={more.heading}>
        <Grid as="ul" minItemWidth="16rem">
          {more.links.map((link) => (
            <li key={link.to}>
              <Card asChild interactive fill>
                <Link to={link.to}>
                  <span className={styles.linkLabel}>{link.label}</span>
                  <Box as="span" display="block" marginTop="1" color="muted">
                    {link.text}
                  </Box>
                </Link>
              </Card>
            </li>
          ))}
        </Grid>
      </Section>
    </StudioPage>
  );
}
