import { Box, Heading } from '@studio/ui';
import * as pageIntro from './PageIntro.css';
import * as styles from './MediaTitle.css';

/** A media listing's own title (the newsroom, the track library): eyebrow, title and intro. */
export function MediaTitle({
  eyebrow,
  heading,
  intro,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
}) {
  return (
    <Box as="header" display="grid" gap="2" className={styles.titleBlock}>
      <p className={pageIntro.eyebrow}>{eyebrow}</p>
      <Heading level={1} size="2xl">
        {heading}
      </Heading>
      <Box as="p" color="muted">
        {intro}
      </Box>
    </Box>
  );
}
