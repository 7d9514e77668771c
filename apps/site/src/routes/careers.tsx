import { Accordion, Button, Heading, Link, Text } from '@studio/ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FeatureCards } from '../components/FeatureCards';
import { PageIntro } from '../components/PageIntro';
import { PageSection } from '../components/PageSection';
import { StepList } from '../components/StepList';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';
import * as styles from './careers.css';
import * as page from './studio-pages.css';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('careers');
}

export const meta = () => headFor('/careers');

export default function CareersPage() {
  const { hero, benefits, culture, positions, apply, back } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <PageIntro variant="hero" back={back} {...hero} />

      <PageSection heading={benefits.heading}>
        <FeatureCards items={benefits.items} className={page.cardGrid} />
      </PageSection>

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

      <PageSection heading={positions.heading} intro={positions.intro}>
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
      </PageSection>

      <PageSection heading={apply.heading}>
        <StepList items={apply.steps} />
        <Text tone="muted">
          {apply.note.text} <Link href={`mailto:${apply.note.email}`}>{apply.note.email}</Link>{' '}
          {apply.note.after}
        </Text>
      </PageSection>
    </div>
  );
}
