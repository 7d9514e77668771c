import { Button, Heading, TeamGrid, Text } from '@studio/ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FeatureCards } from '../components/FeatureCards';
import { PageIntro } from '../components/PageIntro';
import { PageSection } from '../components/PageSection';
import { Picture } from '../components/Picture';
import { StatList } from '../components/StatList';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';
import * as styles from './about.css';
import * as page from './studio-pages.css';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('about');
}

export const meta = () => headFor('/about');

export default function AboutPage() {
  const content = useLoaderData<typeof loader>();
  const { hero, founder, story, mission, numbers, values, journey, lookingForward, team, back } =
    content;
  return (
    <div className={page.page}>
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

      <section className={styles.founder} aria-labelledby="founder-title">
        <div className={page.sectionHeader}>
          <Heading level={2} size="xl" id="founder-title">
            {founder.heading}
          </Heading>
          <Text weight="semibold">
            {founder.name} · <span className={styles.muted}>{founder.role}</span>
          </Text>
        </div>
        <div className={page.prose}>
          {founder.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <blockquote className={styles.quote}>
            <p>{founder.quote}</p>
          </blockquote>
        </div>
      </section>

      <div className={page.twoColumns}>
        <PageSection heading={story.heading}>
          <div className={page.prose}>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </PageSection>
        <PageSection heading={mission.heading} className={page.callout}>
          <p className={page.lead}>{mission.text}</p>
        </PageSection>
      </div>

      <PageSection heading={numbers.heading}>
        <StatList items={numbers.items} />
      </PageSection>

      <PageSection heading={values.heading}>
        <FeatureCards items={values.items} className={page.threeUp} />
      </PageSection>

      <PageSection heading={journey.heading}>
        <ol className={styles.timeline}>
          {journey.milestones.map((milestone) => (
            <li key={milestone.year} className={styles.milestone}>
              <Text as="span" weight="bold" className={styles.year}>
                {milestone.year}
              </Text>
              <div className={page.cardBody}>
                <Heading level={3} size="sm">
                  {milestone.title}
                </Heading>
                <Text tone="muted">{milestone.text}</Text>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection heading={lookingForward.heading}>
        <div className={page.prose}>
          {lookingForward.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <TeamGrid
        members={team.members}
        experience={team.experience}
        heading={
          <div className={page.sectionHeader}>
            <Heading level={2} size="xl">
              {team.heading}
            </Heading>
            <Text tone="muted">{team.intro}</Text>
          </div>
        }
        action={
          <Button asChild variant="secondary" size="lg">
            <Link to={team.viewFullTeam.to}>{team.viewFullTeam.label}</Link>
          </Button>
        }
      />
    </div>
  );
}
