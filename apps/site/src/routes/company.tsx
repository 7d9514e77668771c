import { Card, Heading, Text } from '@studio/ui';
import { Link, useLoaderData } from 'react-router';
import { BackLink } from '../components/BackLink';
import { FeatureIcon } from '../components/FeatureIcon';
import { company } from '../content/company';
import { headFor } from '../head/meta';
import * as styles from './company.css';
import * as page from './studio-pages.css';

export function loader() {
  return company;
}

export const meta = () => headFor('/company');

export default function CompanyPage() {
  const { hero, overview, services, label, facts, numbers, more, back } =
    useLoaderData<typeof loader>();
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
        <dl className={page.stats}>
          {numbers.map((item) => (
            <div key={item.label} className={page.stat}>
              <dt className={page.statLabel}>{item.label}</dt>
              <dd className={page.statValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={page.section} aria-labelledby="services-title">
        <div className={page.sectionHeader}>
          <Heading level={2} size="xl" id="services-title">
            {services.heading}
          </Heading>
          <Text tone="muted">{services.intro}</Text>
        </div>
        <ul className={page.threeUp}>
          {services.items.map((service) => (
            <li key={service.title}>
              <Card className={styles.fill}>
                <div className={page.cardBody}>
                  <FeatureIcon name={service.icon} />
                  <Heading level={3} size="md">
                    {service.title}
                  </Heading>
                  <Text tone="muted">{service.description}</Text>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className={page.twoColumns}>
        <section className={page.callout} aria-labelledby="label-title">
          <Heading level={2} size="xl" id="label-title">
            {label.heading}
          </Heading>
          {label.paragraphs.map((paragraph) => (
            <Text key={paragraph} tone="muted">
              {paragraph}
            </Text>
          ))}
        </section>
        <section className={page.section} aria-labelledby="facts-title">
          <Heading level={2} size="xl" id="facts-title">
            {facts.heading}
          </Heading>
          <dl className={styles.facts}>
            {facts.items.map((fact) => (
              <div key={fact.term} className={styles.fact}>
                <dt className={styles.term}>{fact.term}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section className={page.section} aria-labelledby="more-title">
        <Heading level={2} size="xl" id="more-title">
          {more.heading}
        </Heading>
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
      </section>
    </div>
  );
}
