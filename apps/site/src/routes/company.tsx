import { Card, Heading, Text } from '@studio/ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FeatureCards } from '../components/FeatureCards';
import { PageIntro } from '../components/PageIntro';
import { PageSection } from '../components/PageSection';
import { StatList } from '../components/StatList';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';
import * as styles from './company.css';
import * as page from './studio-pages.css';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('company');
}

export const meta = () => headFor('/company');

export default function CompanyPage() {
  const { hero, overview, services, label, facts, numbers, more, back } =
    useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <PageIntro variant="hero" back={back} {...hero} />

      <section className={page.twoColumns} aria-labelledby="overview-title">
        <div className={page.section}>
          <Heading level={2} size="xl" id="overview-title">
            {overview.heading}
          </Heading>
          <div className={page.prose}>
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <StatList items={numbers} />
      </section>

      <PageSection heading={services.heading} intro={services.intro}>
        <FeatureCards items={services.items} className={page.threeUp} />
      </PageSection>

      <div className={page.twoColumns}>
        <PageSection heading={label.heading} className={page.callout}>
          {label.paragraphs.map((paragraph) => (
            <Text key={paragraph} tone="muted">
              {paragraph}
            </Text>
          ))}
        </PageSection>
        <PageSection heading={facts.heading}>
          <dl className={styles.facts}>
            {facts.items.map((fact) => (
              <div key={fact.term} className={styles.fact}>
                <dt className={styles.term}>{fact.term}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
      </div>

      <PageSection heading={more.heading}>
        <ul className={page.cardGrid}>
          {more.links.map((link) => (
            <li key={link.to}>
              <Card asChild interactive className={styles.linkCard}>
                <Link to={link.to}>
                  <span className={styles.linkLabel}>{link.label}</span>
                  <span className={styles.linkText}>{link.text}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
