import { Grid, Text } from '@studio/ui';
import type { LatestMediaContent } from '@studio/content/latestMedia';
import { ConsentEmbed } from './ConsentEmbed';

export type LatestContentProps = { content: LatestMediaContent };

/**
 * Home's Latest Content: the newest track (352 px player) and video (315 px), each behind its
 * consent facade and side by side on desktop; the video says "Loading video..." until it loads or
 * 5 s pass. Either is left out when no release of its kind is published.
 */
export function LatestContent({ content }: LatestContentProps) {
  return (
    <Grid gap="3">
      <Grid columns={{ base: '1', desktop: '2' }} gap="5" alignItems="start">
        {content.track && <ConsentEmbed player={content.track} />}
        {content.video && (
          <ConsentEmbed
            player={content.video}
            loadingText={content.videoLoading}
            loadingTimeout={5000}
            errorText={content.videoError}
          />
        )}
      </Grid>
      <Text tone="muted" size="sm">
        {content.notice}
      </Text>
    </Grid>
  );
}
