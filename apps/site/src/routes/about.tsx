import {
  Button,
  Grid,
  Heading,
  Section,
  SectionHeader,
  StatList,
  TeamGrid,
  Text,
} from '@studio/ui';
import { useLoaderData } from 'react-router';
import { Link } from '../components/SiteLink';
import { FeatureCards } from '../components/FeatureCards';
import { PageIntro } from '../components/PageIntro';
import { Picture } from '../components/Picture';
import { StudioPage } from '../components/PageColumn';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import { outlinedPanel } from '../components/outlinedPanel';
import * as styles from './about.css';
import * as page from './studio-pages.css';

export const loader = pageLoader('about');

export const meta = pageHead('/about');

export default function AboutPage() {
  const content = useLoaderData<typeof loader>();
  const { hero, founder, story, mission, numbers, values, journey, lookingForward, team, back } =
    content;
  return (
    <StudioPage>
      <PageIntro
        variant="hero"
        back={back}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        media={
          <Picture
            image={hero.image}
            priority
            sizes="(min-width: 1024px) 50vw, 100vw"
            className={styles.heroImage}
          />
        }
      />

      <Grid
        as="section"
        columns={{ base: '1', desktop: '1:2' }}
        gap="5"
        {...outlinedPanel}
        padding={{ base: '5', mobile: '7' }}
        aria-labelledby="founder-title"
      >
        <Grid gap="2">
          <Heading level={2} size="xl" id="founder-title">
            {founder.heading}
          </Heading>
          <Text weight="semibold">
            {founder.name} · <span className={styles.muted}>{founder.role}</span>
          </Text>
        </Grid>
        <div className={page.prose}>
          {founder.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <blockquote className={styles.quote}>
            <p>{founder.quote}</p>
          </blockquote>
        </div>
      </Grid>

      <Grid columns={{ base: '1', desktop: '2' }} gap="6" alignItems="start">
        <Section heading={story.heading}>
          <div className={page.prose}>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
        <Section heading={mission.heading} tone="callout">
          <p className={page.lead}>{mission.text}</p>
        </Section>
      </Grid>

      <Section heading={numbers.heading}>
        <StatList items={numbers.items} />
      </Section>

      <Section heading={values.heading}>
        <FeatureCards items={values.items} />
      </Section>

      <Section heading={journey.heading}>
        <Grid as="ol" columns={{ base: '1', mobile: '2' }}>
          {journey.milestones.map((milestone) => (
            <Grid
              as="li"
              key={milestone.year}
              columns="auto:1"
              alignItems="start"
              padding="4"
              borderRadius="lg"
              background="surface"
              className={styles.milestone}
            >
              <Text as="span" weight="bold" className={styles.year}>
                {milestone.year}
              </Text>
              <Grid gap="2" alignContent="start">
                <Heading level={3} size="sm">
                  {milestone.title}
                </Heading>
                <Text tone="muted">{milestone.text}</Text>
              </Grid>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section heading={lookingForward.heading}>
        <div className={page.prose}>
          {lookingForward.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <TeamGrid
        members={team.members}
        experience={team.experience}
        heading={<SectionHeader heading={team.heading} intro={team.intro} />}
        action={
          <Button asChild variant="secondary" size="lg">
            <Link to={team.viewFullTeam.to}>{team.viewFullTeam.label}</Link>
          </Button>
        }
      />
    </StudioPage>
  );
}
