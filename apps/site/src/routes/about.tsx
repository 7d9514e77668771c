import { Button, Card, Heading, TeamGrid, Text } from '@studio/ui';
import { Link, useLoaderData } from 'react-router';
import { BackLink } from '../components/BackLink';
import { FeatureIcon } from '../components/FeatureIcon';
import { Picture } from '../components/Picture';
import { about } from '../content/about';
import { headFor } from '../head/meta';
import * as styles from './about.css';
import * as page from './studio-pages.css';

export function loader() {
  return about;
}

export const meta = () => headFor('/about');

export default function AboutPage() {
  const content = useLoaderData<typeof loader>();
  const { hero, founder, story, mission, numbers, values, journey, lookingForward, team, back } =
    content;
  return (
    <div className={page.page}>
      <div>
        <BackLink to={back.to} label={back.label} />
      </div>
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={page.hero}>
          <p className={page.eyebrow}>{hero.eyebrow}</p>
          <Heading level={1} size="2xl" id="about-title">
            {hero.title}
          </Heading>
          <p className={page.lead}>{hero.lead}</p>
        </div>
        <Picture
          image={hero.image}
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
          className={styles.heroImage}
        />
      </section>

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
        <section className={page.section} aria-labelledby="story-title">
          <Heading level={2} size="xl" id="story-title">
            {story.heading}
          </Heading>
          <div className={page.prose}>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
        <section className={page.callout} aria-labelledby="mission-title">
          <Heading level={2} size="xl" id="mission-title">
            {mission.heading}
          </Heading>
          <p className={page.lead}>{mission.text}</p>
        </section>
      </div>

      <section className={page.section} aria-labelledby="numbers-title">
        <Heading level={2} size="xl" id="numbers-title">
          {numbers.heading}
        </Heading>
        <dl className={page.stats}>
          {numbers.items.map((item) => (
            <div key={item.label} className={page.stat}>
              <dt className={page.statLabel}>{item.label}</dt>
              <dd className={page.statValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={page.section} aria-labelledby="values-title">
        <Heading level={2} size="xl" id="values-title">
          {values.heading}
        </Heading>
        <ul className={page.threeUp}>
          {values.items.map((value) => (
            <li key={value.title}>
              <Card className={styles.fill}>
                <div className={page.cardBody}>
                  <FeatureIcon name={value.icon} />
                  <Heading level={3} size="md">
                    {value.title}
                  </Heading>
                  <Text tone="muted">{value.description}</Text>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.section} aria-labelledby="journey-title">
        <Heading level={2} size="xl" id="journey-title">
          {journey.heading}
        </Heading>
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
      </section>

      <section className={page.section} aria-labelledby="forward-title">
        <Heading level={2} size="xl" id="forward-title">
          {lookingForward.heading}
        </Heading>
        <div className={page.prose}>
          {lookingForward.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

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
