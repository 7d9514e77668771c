import { Accordion, Button, Card, Heading, Link, Text } from '@studio/ui';
import { useLoaderData } from 'react-router';
import { BackLink } from '../components/BackLink';
import { FeatureIcon } from '../components/FeatureIcon';
import { careers } from '../content/careers';
import { headFor } from '../head/meta';
import * as styles from './careers.css';
import * as page from './studio-pages.css';

export function loader() {
  return careers;
}

export const meta = () => headFor('/careers');

export default function CareersPage() {
  const { hero, benefits, culture, positions, apply, back } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <div>
        <BackLink to={back.to} label={back.label} />
      </div>
      <header className={page.hero}>
        <p className={page.eyebrow}>{hero.eyebrow}</p>
        <Heading level={1} size="2xl">
          {hero.title}
        </Heading>
        <p className={page.lead}>{hero.lead}</p>
      </header>

      <section className={page.section} aria-labelledby="benefits-title">
        <Heading level={2} size="xl" id="benefits-title">
          {benefits.heading}
        </Heading>
        <ul className={page.cardGrid}>
          {benefits.items.map((benefit) => (
            <li key={benefit.title}>
              <Card className={styles.fill}>
                <div className={page.cardBody}>
                  <FeatureIcon name={benefit.icon} />
                  <Heading level={3} size="md">
                    {benefit.title}
                  </Heading>
                  <Text tone="muted">{benefit.description}</Text>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.twoColumns} aria-labelledby="culture-title">
        <div className={page.section}>
          <Heading level={2} size="xl" id="culture-title">
            {culture.heading}
          </Heading>
          <div className={page.prose}>
            {culture.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className={`${page.checkList} ${page.callout}`}>
          {culture.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>

      <section className={page.section} aria-labelledby="positions-title">
        <div className={page.sectionHeader}>
          <Heading level={2} size="xl" id="positions-title">
            {positions.heading}
          </Heading>
          <Text tone="muted">{positions.intro}</Text>
        </div>
        <Accordion.Root type="multiple">
          {positions.items.map((position) => (
            <Accordion.Item key={position.id} value={position.id}>
              <Accordion.Trigger>
                <span className={styles.positionTitle}>
                  <span>{position.title}</span>{' '}
                  <span className={styles.positionMeta}>
                    {position.location} · {position.type}
                  </span>
                </span>
              </Accordion.Trigger>
              <Accordion.Content>
                <div className={styles.positionBody}>
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
                </div>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>

      <section className={page.section} aria-labelledby="apply-title">
        <Heading level={2} size="xl" id="apply-title">
          {apply.heading}
        </Heading>
        <ol className={page.steps}>
          {apply.steps.map((step) => (
            <li key={step.title} className={page.step}>
              <Heading level={3} size="sm">
                {step.title}
              </Heading>
              <Text tone="muted">{step.text}</Text>
            </li>
          ))}
        </ol>
        <Text tone="muted">
          {apply.note.text} <Link href={`mailto:${apply.note.email}`}>{apply.note.email}</Link>{' '}
          {apply.note.after}
        </Text>
      </section>
    </div>
  );
}
