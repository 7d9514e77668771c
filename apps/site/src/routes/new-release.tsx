import {
  AudioPreviewProvider,
  Badge,
  Box,
  Button,
  Heading,
  Spinner,
  Text,
  TrackRow,
  VisuallyHidden,
  useAudioPreview,
  type PreviewTrack,
  Section,
  Stack,
} from '@studio/ui';
import { MediaPage } from '../components/PageColumn';
import { useCallback, useState } from 'react';
import { useLoaderData } from 'react-router';
import { musicRecording } from '../components/structuredData';
import { Picture } from '../components/Picture';
import { PlaybackIcon } from '../components/PlaybackIcon';
import type { FeaturedRelease, NewReleaseContent } from '@studio/content/newRelease';
import { BackLink } from '../components/BackLink';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as page from './media-pages.css';
import * as styles from './new-release.css';

export const loader = pageLoader('newRelease');

export const meta = pageHead<typeof loader>('/new-release', ({ data }, { origin }) => ({
  type: 'music.song',
  jsonLd: data
    ? [
        ...(data.featured ? [musicRecording(data.featured.track, origin)] : []),
        ...data.recent.tracks.map((track) => musicRecording(track, origin)),
      ]
    : [],
}));

/** The featured release's Preview / Loading... / Pause button. */
function FeaturedPreview({
  featured,
  failed,
  errorText,
}: {
  featured: FeaturedRelease;
  failed: boolean;
  errorText: string;
}) {
  const preview = useAudioPreview();
  const status = preview.getStatus(featured.track.id);
  const label =
    status === 'loading' ? 'Loading...' : status === 'playing' ? 'Pause' : featured.previewLabel;
  return (
    <Stack direction="row" wrap align="center" gap="3" marginTop="2">
      <Button
        size="lg"
        aria-label={`${label} ${featured.track.title}`}
        startIcon={
          status === 'loading' ? (
            <Spinner size="sm" label="" />
          ) : status === 'playing' ? (
            <PlaybackIcon kind="pause" />
          ) : (
            <PlaybackIcon kind="play" />
          )
        }
        onClick={() => preview.toggle(featured.track)}
      >
        {label}
      </Button>
      <Button asChild variant="secondary" size="lg">
        <a href={featured.listen.href} target="_blank" rel="noopener noreferrer">
          {featured.listen.label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Button>
      {failed && status === 'idle' ? (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      ) : null}
    </Stack>
  );
}

function RecentReleases({
  recent,
  failed,
  errorText,
}: {
  recent: NewReleaseContent['recent'];
  failed: ReadonlySet<string>;
  errorText: string;
}) {
  const { currentId } = useAudioPreview();
  return (
    <Box as="ul" display="grid" gap="3">
      {recent.tracks.map((track) => (
        <li key={track.id}>
          <TrackRow
            track={track}
            playLabel={recent.previewLabel}
            message={failed.has(track.id) && currentId !== track.id ? errorText : undefined}
          />
        </li>
      ))}
    </Box>
  );
}

export default function NewReleasePage() {
  const content = useLoaderData<typeof loader>();
  const { featured, recent } = content;
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const onError = useCallback((track: PreviewTrack) => {
    setFailed((current) => new Set(current).add(track.id));
  }, []);

  return (
    <AudioPreviewProvider onError={onError}>
      <MediaPage>
        <BackLink to={content.back.to} label={content.back.label} className={page.back} />

        {featured ? (
          <Box
            as="section"
            display="grid"
            gap="6"
            alignItems="center"
            gridTemplateColumns={{ mobile: '2:3' }}
            aria-labelledby="new-release-title"
          >
            <Picture
              image={featured.image}
              priority
              sizes="(min-width: 768px) 40vw, 100vw"
              className={styles.cover}
            />
            <Box display="grid" gap="3" justifyItems="start">
              <p className={page.eyebrow}>{content.eyebrow}</p>
              <Badge tone="success">{featured.label}</Badge>
              <Heading level={1} size="2xl" id="new-release-title">
                {featured.track.title}
              </Heading>
              <Text size="lg" weight="semibold">
                {featured.track.artist}
              </Text>
              <Text tone="muted">
                {featured.track.genre} · {featured.track.duration}
              </Text>
              <p className={page.lead}>{featured.about}</p>
              <FeaturedPreview
                featured={featured}
                failed={failed.has(featured.track.id)}
                errorText={content.featuredPreviewError}
              />
            </Box>
          </Box>
        ) : (
          <Box display="grid" gap="3" justifyItems="start">
            <p className={page.eyebrow}>{content.eyebrow}</p>
            <Heading level={1} size="2xl" id="new-release-title">
              {content.heading}
            </Heading>
          </Box>
        )}

        <Section heading={recent.heading}>
          <RecentReleases recent={recent} failed={failed} errorText={content.previewError} />
        </Section>
      </MediaPage>
    </AudioPreviewProvider>
  );
}
