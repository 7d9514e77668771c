import { AudioPreviewProvider, TrackList, useAudioPreview, type PreviewTrack } from '@studio/ui';
import { MediaTitle } from '../components/MediaTitle';
import { MediaPage } from '../components/PageColumn';
import { useCallback, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { useHydrated } from '../hydration/useHydrated';
import type { MusicAlbum } from 'schema-dts';
import { BackLink } from '../components/BackLink';
import { musicRecording } from '../components/structuredData';
import type { TrackLibraryContent } from '@studio/content/tracks';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as page from './media-pages.css';
import * as styles from './tracks.css';
import { useWords } from '../i18n/siteWords';

export const loader = pageLoader('trackLibrary', ['tracks']);

export const meta = pageHead<typeof loader>('/tracks', ({ data }, site) => {
  const album: MusicAlbum = {
    '@type': 'MusicAlbum',
    name: `${site.identity.name} Track Library`,
    byArtist: { '@type': 'MusicGroup', name: site.identity.name },
    numTracks: data?.tracks.length ?? 0,
    track: (data?.tracks ?? []).map((track) => musicRecording(track, site.origin)),
  };
  return { jsonLd: [album] };
});

/** The list inside the preview provider, so a failed row's message clears when it plays again. */
function Library({
  content,
  failed,
}: {
  content: TrackLibraryContent;
  failed: ReadonlySet<string>;
}) {
  const { currentId } = useAudioPreview();
  const filtersLabel = useWords('tracks').filters;
  const [searchParams] = useSearchParams();
  // The prerendered page has no query string: read it (a site search result's `q`) once hydrated.
  const hydrated = useHydrated();
  const addressQuery = hydrated ? (searchParams.get('q') ?? '') : '';
  const [query, onQueryChange] = useState(addressQuery);
  const [shownAddress, setShownAddress] = useState(addressQuery);
  if (shownAddress !== addressQuery) {
    setShownAddress(addressQuery);
    onQueryChange(addressQuery);
  }
  return (
    <TrackList
      tracks={content.tracks}
      filters={content.filters}
      label={filtersLabel}
      searchLabel={content.searchLabel}
      searchPlaceholder={content.searchPlaceholder}
      query={query}
      onQueryChange={onQueryChange}
      emptyText={content.emptyText}
      resetLabel={content.resetLabel}
      rowMessage={(track) =>
        failed.has(track.id) && currentId !== track.id ? content.previewError : null
      }
    />
  );
}

export default function TracksPage() {
  const content = useLoaderData<typeof loader>();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const onError = useCallback((track: PreviewTrack) => {
    setFailed((current) => new Set(current).add(track.id));
  }, []);

  return (
    <MediaPage>
      <BackLink to={content.back.to} label={content.back.label} className={page.back} />
      <MediaTitle eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
      <AudioPreviewProvider onError={onError}>
        <div className={styles.library}>
          <Library content={content} failed={failed} />
        </div>
      </AudioPreviewProvider>
    </MediaPage>
  );
}
