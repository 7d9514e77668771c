import {
  Avatar,
  Badge,
  Card,
  Grid,
  Heading,
  Link,
  Section,
  Stack,
  Text,
  VisuallyHidden,
} from '@studio/ui';
import { useLoaderData } from 'react-router';
import type { leadership } from '@studio/content/leadership';
import { PageIntro } from '../components/PageIntro';
import { StepList } from '../components/StepList';
import { StudioPage } from '../components/PageColumn';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as page from './studio-pages.css';

export const loader = pageLoader('leadership');

export const meta = pageHead('/leadership');

type Network = keyof typeof leadership.networkNames;
const networks: Network[] = ['instagram', 'x', 'youtube', 'facebook'];

export default function LeadershipPage() {
  const { hero, executives, advisors, principles, networkNames, back } =
    useLoaderData<typeof loader>();
  return (
    <StudioPage>
      <PageIntro variant="hero" back={back} {...hero} />

      <Section heading={executives.heading}>
        <Grid as="ul" columns={{ base: '1', desktop: '2' }}>
          {executives.items.map((person) => (
            <li key={person.name}>
              <Card fill>
                <Grid columns={{ base: '1', small: 'auto:1' }} alignItems="start">
                  <Avatar
                    name={person.name}
                    src={person.image}
                    imagePosition={person.imagePosition}
                    alt=""
                    size="xl"
                  />
                  <Grid gap="2" alignContent="start">
                    <Heading level={3} size="md">
                      {person.name}
                    </Heading>
                    <Text weight="semibold" className={page.role}>
                      {person.role}
                    </Text>
                    <Text tone="muted">{person.bio}</Text>
                    <Stack
                      as="ul"
                      direction="row"
                      wrap
                      gap="2"
                      aria-label={`${person.name}: highlights`}
                    >
                      {person.stats.map((stat) => (
                        <li key={stat}>
                          <Badge tone="neutral">{stat}</Badge>
                        </li>
                      ))}
                    </Stack>
                    <Stack
                      as="ul"
                      direction="row"
                      wrap
                      aria-label={`${person.name}: social profiles`}
                    >
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
                    </Stack>
                  </Grid>
                </Grid>
              </Card>
            </li>
          ))}
        </Grid>
      </Section>

      <Section heading={advisors.heading} intro={advisors.intro}>
        <Grid as="ul" minItemWidth="16rem">
          {advisors.items.map((advisor) => (
            <li key={advisor.name}>
              <Card fill>
                <Grid gap="2" alignContent="start">
                  <Avatar name={advisor.name} alt="" size="lg" />
                  <Heading level={3} size="sm">
                    {advisor.name}
                  </Heading>
                  <Text weight="semibold" size="sm" className={page.role}>
                    {advisor.role}
                  </Text>
                  <Text tone="muted">{advisor.bio}</Text>
                </Grid>
              </Card>
            </li>
          ))}
        </Grid>
      </Section>

      <Section heading={principles.heading}>
        <StepList items={principles.items} />
      </Section>
    </StudioPage>
  );
}
