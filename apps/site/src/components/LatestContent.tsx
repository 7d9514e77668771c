import { Text } from '@studio/ui';
import type { LatestMediaContent } from '@studio/content/latestMedia';
import { ConsentEmbed } from './ConsentEmbed';
import * as styles from './LatestContent.css';

export type LatestContentProps = { content: LatestMediaContent };

/**
 * Home's Latest Content: the newest track (352 px player) and video (315 px), each behind its
 * consent facade; the video says "Loading video..." until it loads or 5 s pass.
 */
export function LatestContent({ content }: LatestContentProps) {
  return (
    <div className={styles.root}>
      <div className={styles.players}>
        <ConsentEmbed player={content.track} />
        <ConsentEmbed
          player={content.video}
          loadingText={content.videoLoading}
          loadingTimeout={5000}
          errorText={content.videoError}
        />
      </div>
      <Text tone="muted" size="sm">
        {content.notice}
      </Text>
    </div>
  );
}
