import {
  Box,
  Button,
  Container,
  Heading,
  PosterGrid,
  Section,
  SectionHeader,
  Stack,
  Text,
  VisuallyHidden,
} from '@studio/ui';
import type { MouseEvent } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '../components/SiteLink';
import { FeatureCards } from '../components/FeatureCards';
import { LatestContent } from '../components/LatestContent';
import { Picture } from '../components/Picture';
import { contentLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as styles from './home.css';
import * as page from './studio-pages.css';

export const loader = contentLoader(async (source) => {
  const [home, latestMedia] = await Promise.all([source.page('home'), source.page('latestMedia')]);
  return { ...home, latestMedia };
});

export const meta = pageHead('/');

const RELEASES_ID = 'upcoming-releases';

/** Smooth unless the visitor asked for less motion; focus follows so keyboard users land there too. */
function scrollToReleases(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(RELEASES_ID);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export default function HomePage() {
  const {
    hero,
    releases,
    latestContent,
    latestMedia: media,
    whyChoose,
    stayConnected,
  } = useLoaderData<typeof loader>();
  return (
    <Box display="grid" gap="8" paddingBottom="8">
      <section className={styles.hero} aria-labelledby="home-title">
        <Picture image={hero.image} priority sizes="100vw" className={styles.heroImage} />
        <div className={styles.heroShade} />
        <Container display="grid" gap="4" justifyItems="start" paddingTop="9" paddingBottom="6">
          <p className={page.eyebrow}>{hero.eyebrow}</p>
          <Heading level={1} size="2xl" id="home-title" className={styles.title}>
            {hero.title}
          </Heading>
          <p className={styles.headline}>{hero.headline}</p>
          <p className={styles.heroLead}>{hero.lead}</p>
          <Stack direction="row" wrap gap="3">
            <Button asChild size="lg">
              <a href={hero.watchNow.href} target="_blank" rel="noopener noreferrer">
                {hero.watchNow.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </Button>
          </Stack>
          <Box
            as="a"
            href={`#${RELEASES_ID}`}
            display="grid"
            justifySelf="center"
            marginTop="4"
            borderRadius="full"
            border="strong"
            background="surface"
            className={styles.scrollCue}
            onClick={scrollToReleases}
          >
            <VisuallyHidden>{hero.scrollCue}</VisuallyHidden>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className={styles.scrollCueIcon}
            >
              <path d="M6 9l6 6 6-6" />
            </svg>
          </Box>
        </Container>
      </section>

      <Container display="grid" gap={{ base: '8', mobile: '9' }}>
        <PosterGrid
          posters={releases.posters}
          renderViewerAction={(poster) => {
            const page = releases.posters.find((candidate) => candidate.id === poster.id)?.page;
            return page ? (
              <Button variant="secondary" size="sm" asChild>
                <Link to={page.href}>{page.label}</Link>
              </Button>
            ) : null;
          }}
          heading={
            <SectionHeader
              heading={releases.heading}
              intro={releases.intro}
              headingProps={{ id: RELEASES_ID, tabIndex: -1, className: styles.anchor }}
            />
          }
        />

        <Section id="latest-content" heading={latestContent.heading} intro={latestContent.intro}>
          <LatestContent content={media} />
        </Section>

        <Section heading={whyChoose.heading} intro={whyChoose.intro}>
          <FeatureCards items={whyChoose.features} />
        </Section>

        <Section heading={stayConnected.heading} tone="callout">
          <Text tone="muted" className={page.lead}>
            {stayConnected.text}
          </Text>
          <Stack direction="row" wrap align="center">
            <Button asChild size="lg">
              <a href={stayConnected.subscribe.href} target="_blank" rel="noopener noreferrer">
                {stayConnected.subscribe.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </Button>
            <Text weight="semibold">{stayConnected.subscribers}</Text>
          </Stack>
        </Section>
      </Container>
    </Box>
  );
}
