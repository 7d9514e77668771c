import { objectPositionOf } from '@studio/contracts/focal';
import {
  Badge,
  Box,
  Button,
  Card,
  EmbedFacade,
  Heading,
  Text,
  VisuallyHidden,
  Section,
  Grid,
  Stack,
} from '@studio/ui';
import { MediaPage } from '../components/PageColumn';
import { useEffect, useId, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { VideoObject } from 'schema-dts';
import { CategorySection } from '../components/CategoryCards';
import { MediaHero } from '../components/MediaHero';
import { useConsent } from '../consent/consent';
import { imageUrl, pictureSources, srcSetOf } from '@studio/content/images';
import { isoDuration } from '@studio/content/media';
import { fillTemplate, truncate } from '@studio/content/template';
import type { FeaturedVideo } from '@studio/content/releases';
import type { VideoContent } from '@studio/content/video';
import { pageLoader } from '../contentSource.server';
import { absoluteUrl, pageHead } from '../head/meta';
import * as styles from './video.css';

export const loader = pageLoader('video');

export const meta = pageHead<typeof loader>('/video', ({ data }, { origin }) => ({
  jsonLd: (data?.featured.items ?? []).map((video): VideoObject => ({
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    thumbnailUrl: absoluteUrl(origin, imageUrl(video.thumbnail, 1600)),
    uploadDate: video.uploaded,
    duration: isoDuration(video.duration),
    genre: video.genre,
    contentUrl: video.youtubeUrl,
    embedUrl: video.embedUrl,
  })),
}));

type Oembed = { title: string; author: string };

/** Reads the fields the page uses from an oEmbed answer, or nothing when they are missing. */
function readOembed(body: unknown): Oembed | null {
  if (typeof body !== 'object' || body === null) return null;
  const { title, author_name: author } = body as Record<string, unknown>;
  return typeof title === 'string' && typeof author === 'string' && title.trim()
    ? { title, author }
    : null;
}

/**
 * Titles and artists from the video platform's oEmbed endpoint, asked only once the visitor
 * accepted marketing cookies. Failures keep the static titles and are logged once, never shown.
 */
function useOembedTitles(videos: readonly FeaturedVideo[], allowed: boolean) {
  const [titles, setTitles] = useState<Record<string, Oembed>>({});
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    Promise.allSettled(
      videos.map(async (video) => {
        const response = await fetch(video.oembedUrl, { signal: controller.signal });
        if (!response.ok) throw new Error(`${video.id}: HTTP ${response.status}`);
        const parsed = readOembed(await response.json());
        if (!parsed) throw new Error(`${video.id}: no title in the answer`);
        return [video.id, parsed] as const;
      }),
    ).then((results) => {
      if (controller.signal.aborted) return;
      const found = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      if (failures.length > 0) {
        console.warn(`Video titles kept from the site (oEmbed failed): ${failures.join('; ')}`);
      }
      if (found.length > 0) setTitles(Object.fromEntries(found));
    });
    return () => controller.abort();
  }, [videos, allowed]);
  return titles;
}

type CardProps = {
  video: FeaturedVideo;
  labels: VideoContent['featured'];
  descriptionLimit: number;
  player: VideoContent['player'];
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
};

function VideoCard({
  video,
  labels,
  descriptionLimit,
  player,
  playing,
  onPlayingChange,
  menuOpen,
  onMenuOpenChange,
}: CardProps) {
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu from anywhere and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onMenuOpenChange(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, onMenuOpenChange]);
  const external = [
    { label: labels.youtube, href: video.youtubeUrl },
    ...(video.vimeoUrl ? [{ label: labels.vimeo, href: video.vimeoUrl }] : []),
    ...(video.instagramUrl ? [{ label: labels.instagram, href: video.instagramUrl }] : []),
  ];
  return (
    <Card padding="none" fill className={styles.card}>
      <EmbedFacade
        src={video.embedUrl}
        title={video.title}
        subtitle={`${video.artist} · ${video.duration}`}
        height={player.height}
        allow={player.allow}
        playLabel={fillTemplate(labels.play, { title: video.title })}
        closeLabel={fillTemplate(labels.close, { title: video.title })}
        active={playing}
        onActiveChange={onPlayingChange}
        loading="eager"
        poster={{
          src: imageUrl(video.thumbnail),
          srcSet: srcSetOf(video.thumbnail, 'webp'),
          sources: pictureSources(video.thumbnail),
          sizes: '(min-width: 1024px) 33vw, 100vw',
          width: video.thumbnail.width,
          height: video.thumbnail.height,
          ...(video.thumbnail.focal ? { objectPosition: objectPositionOf(video.thumbnail) } : {}),
        }}
        className={styles.player}
      />
      <Box display="grid" gap="2" alignContent="start" padding="4" className={styles.body}>
        <Stack direction="row" align="center" gap="3">
          <Badge tone="warning">{video.genre}</Badge>
          <Text size="sm" tone="muted">
            <VisuallyHidden>Duration: </VisuallyHidden>
            {video.duration}
          </Text>
        </Stack>
        <Heading level={3} size="md">
          {video.title}
        </Heading>
        <Text size="sm" tone="muted">
          {video.artist}
        </Text>
        <Text size="sm">{truncate(video.description, descriptionLimit)}</Text>
        <Box display="grid" gap="2" marginTop="2">
          <Button
            ref={menuButton}
            variant="secondary"
            size="sm"
            // The visible words start the name (WCAG 2.5.3); the title tells the cards apart.
            aria-label={`${labels.menuLabel} ${video.title}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => onMenuOpenChange(!menuOpen)}
          >
            {labels.menuLabel}
          </Button>
          <ul id={menuId} className={styles.menu} hidden={!menuOpen}>
            <li>
              <Button
                variant="ghost"
                size="sm"
                className={styles.menuItem}
                onClick={() => {
                  onMenuOpenChange(false);
                  onPlayingChange(true);
                }}
              >
                {labels.playHere}
              </Button>
            </li>
            {external.map((link) => (
              <li key={link.label}>
                <Button asChild variant="ghost" size="sm" className={styles.menuItem}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </Box>
      </Box>
    </Card>
  );
}

export default function VideoPage() {
  const { hero, startWatching, featured, categories, descriptionLimit, player } =
    useLoaderData<typeof loader>();
  const { preferences } = useConsent();
  const titles = useOembedTitles(featured.items, preferences.marketing);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [menuId, setMenuId] = useState<string | null>(null);

  return (
    <MediaPage>
      <MediaHero id="video-title" hero={hero} action={startWatching} />

      <Section heading={featured.heading} intro={[featured.intro, featured.notice]}>
        <Grid as="ul" minItemWidth="18rem" gap="5">
          {featured.items.map((video) => {
            const fetched = titles[video.id];
            const shown = fetched
              ? { ...video, title: fetched.title, artist: fetched.author }
              : video;
            return (
              <li key={video.id}>
                <VideoCard
                  video={shown}
                  labels={featured}
                  descriptionLimit={descriptionLimit}
                  player={player}
                  playing={playingId === video.id}
                  onPlayingChange={(playing) => {
                    setPlayingId(playing ? video.id : null);
                    if (playing) setMenuId(null);
                  }}
                  menuOpen={menuId === video.id}
                  onMenuOpenChange={(open) => setMenuId(open ? video.id : null)}
                />
              </li>
            );
          })}
        </Grid>
      </Section>

      <CategorySection categories={categories} />
    </MediaPage>
  );
}
