import { Avatar, Badge, Card, Heading, Link, Text, VisuallyHidden } from '@studio/ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { leadership } from '@studio/content/leadership';
import { PageIntro } from '../components/PageIntro';
import { PageSection } from '../components/PageSection';
import { StepList } from '../components/StepList';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';
import * as styles from './leadership.css';
import * as page from './studio-pages.css';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('leadership');
}

export const meta = () => headFor('/leadership');

type Network = keyof typeof leadership.networkNames;
const networks: Network[] = ['instagram', 'x', 'youtube', 'facebook'];

export default function LeadershipPage() {
  const { hero, executives, advisors, principles, networkNames, back } =
    useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <PageIntro variant="hero" back={back} {...hero} />

      <PageSection heading={executives.heading}>
        <ul className={styles.executives}>
          {executives.items.map((person) => (
            <li key={person.name}>
              <Card className={page.fill}>
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
                    <ul className={page.linkRow} aria-label={`${person.name}: social profiles`}>
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
      </PageSection>

      <PageSection heading={advisors.heading} intro={advisors.intro}>
        <ul className={page.cardGrid}>
          {advisors.items.map((advisor) => (
            <li key={advisor.name}>
              <Card className={page.fill}>
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
      </PageSection>

      <PageSection heading={principles.heading}>
        <StepList items={principles.items} />
      </PageSection>
    </div>
  );
}
