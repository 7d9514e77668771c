import { Accordion, Box, Button, Grid, Heading, Link, Section, Text } from '@studio/ui';
import { useLoaderData } from 'react-router';
import { FeatureCards } from '../components/FeatureCards';
import { PageIntro } from '../components/PageIntro';
import { StepList } from '../components/StepList';
import { StudioPage } from '../components/PageColumn';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as styles from './careers.css';
import * as page from './studio-pages.css';

export const loader = pageLoader('careers');

export const meta = pageHead('/careers');

export default function CareersPage() {
  const { hero, benefits, culture, positions, apply, back } = useLoaderData<typeof loader>();
  return (
    <StudioPage>
      <PageIntro variant="hero" back={back} {...hero} />

      <Section heading={benefits.heading}>
        <FeatureCards items={benefits.items} fit />
      </Section>

      <Grid
        as="section"
        columns={{ base: '1', desktop: '2' }}
        gap="6"
        alignItems="start"
        aria-labelledby="culture-title"
      >
        <Grid gap="5" alignContent="start">
          <Heading level={2} size="xl" id="culture-title">
            {culture.heading}
          </Heading>
          <div className={page.prose}>
            {culture.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Grid>
        <ul className={styles.highlights}>
          {culture.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </Grid>

      <Section heading={positions.heading} intro={positions.intro}>
        <Accordion.Root type="multiple">
          {positions.items.map((position) => (
            <Accordion.Item key={position.id} value={position.id}>
              <Accordion.Trigger>
                <Box
                  as="span"
                  display="flex"
                  flexWrap="wrap"
                  alignItems="baseline"
                  columnGap="3"
                  rowGap="1"
                >
                  <span>{position.title}</span>{' '}
                  <span className={styles.positionMeta}>
                    {position.location} · {position.type}
                  </span>
                </Box>
              </Accordion.Trigger>
              <Accordion.Content>
                <Box display="grid" gap="3" justifyItems="start">
                  <Text>{position.description}</Text>
                  <Heading level={4} size="xs">
                    {positions.requirementsHeading}
                  </Heading>
                  <ul className={page.checkList}>
                    {position.requirements.map((requirement) => (
                      <li key={requirement}>{requirement}</li>
                    ))}
                  </ul>
                  <div>
                    <Button
                      aria-label={`${apply.button}: ${position.title}`}
                      onClick={() => window.alert(apply.alert)}
                    >
                      {apply.button}
                    </Button>
                  </div>
                </Box>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Section>

      <Section heading={apply.heading}>
        <StepList items={apply.steps} />
        <Text tone="muted">
          {apply.note.text} <Link href={`mailto:${apply.note.email}`}>{apply.note.email}</Link>{' '}
          {apply.note.after}
        </Text>
      </Section>
    </StudioPage>
  );
}
