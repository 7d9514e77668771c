import { Avatar, Badge, Card, Heading, Link, Text, VisuallyHidden } from '@studio/ui';
import { useLoaderData } from 'react-router';
import { BackLink } from '../components/BackLink';
import { leadership } from '../content/leadership';
import { headFor } from '../head/meta';
import * as styles from './leadership.css';
import * as page from './studio-pages.css';

export function loader() {
  return leadership;
}

export const meta = () => headFor('/leadership');

type Network = keyof typeof leadership.networkNames;
const networks: Network[] = ['instagram', 'x', 'youtube', 'facebook'];

export default function LeadershipPage() {
  const { hero, executives, advisors, principles, networkNames, back } =
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

      <section className={page.section} aria-labelledby="executives-title">
        <Heading level={2} size="xl" id="executives-title">
          {executives.heading}
        </Heading>
        <ul className={styles.executives}>
          {executives.items.map((person) => (
            <li key={person.name}>
              <Card className={styles.fill}>
                <div className={styles.executive}>
                  <Avatar name={person.name} src={person.image} alt="" size="xl" />
                  <div className={page.cardBody}>
                    <Heading level={3} size="md">
                      {person.name}
                    </Heading>
                    <Text weight="semibold" className={page.role}>
                      {person.role}
                    </Text>
                    <Text tone="muted">{person.bio}</Text>
                    <ul className={styles.badges} aria-label={`${person.name}: highlights`}>
                      {person.stats.map((stat) => (
                        <li key={stat}>
                          <Badge tone="neutral">{stat}</Badge>
                        </li>
                      ))}
                    </ul>
                    <ul className={styles.social} aria-label={`${person.name}: social profiles`}>
                      {networks
                        .filter((network) => person.social[network])
                        .map((network) => (
                          <li key={network}>
                            <Link href={person.social[network]} external>
                              <VisuallyHidden>{person.name} on</VisuallyHidden>{' '}
                              {networkNames[network]}
                            </Link>
                          </li>
                        ))}
                    </ul>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.section} aria-labelledby="advisors-title">
        <div className={page.sectionHeader}>
          <Heading level={2} size="xl" id="advisors-title">
            {advisors.heading}
          </Heading>
          <Text tone="muted">{advisors.intro}</Text>
        </div>
        <ul className={page.cardGrid}>
          {advisors.items.map((advisor) => (
            <li key={advisor.name}>
              <Card className={styles.fill}>
                <div className={page.cardBody}>
                  <Avatar name={advisor.name} alt="" size="lg" />
                  <Heading level={3} size="sm">
                    {advisor.name}
                  </Heading>
                  <Text weight="semibold" size="sm" className={page.role}>
                    {advisor.role}
                  </Text>
                  <Text tone="muted">{advisor.bio}</Text>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.section} aria-labelledby="principles-title">
        <Heading level={2} size="xl" id="principles-title">
          {principles.heading}
        </Heading>
        <ol className={page.steps}>
          {principles.items.map((principle) => (
            <li key={principle.title} className={page.step}>
              <Heading level={3} size="sm">
                {principle.title}
              </Heading>
              <Text tone="muted">{principle.text}</Text>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
