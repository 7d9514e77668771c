import { Box, Button, Heading, VisuallyHidden } from '@studio/ui';
import type { SiteImage } from '@studio/content/images';
import * as pageIntro from './PageIntro.css';
import { Picture } from './Picture';
import * as styles from './MediaHero.css';

export interface MediaHeroProps {
  /** The heading's id, which names the section. */
  id: string;
  hero: { eyebrow: string; heading: string; lead: string; image: SiteImage };
  /** The call to action: the studio's channel on another site, opened in a new tab. */
  action: { label: string; href: string };
}

/** A media page's opening: its artwork behind the eyebrow, title, lead and an outside link. */
export function MediaHero({ id, hero, action }: MediaHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <Picture image={hero.image} priority sizes="100vw" className={styles.heroImage} />
      <div className={styles.heroShade} />
      <Box
        display="grid"
        gap="4"
        justifyItems="start"
        padding={{ base: '5', mobile: '7' }}
        className={styles.heroContent}
      >
        <p className={pageIntro.eyebrow}>{hero.eyebrow}</p>
        <Heading level={1} size="2xl" id={id}>
          {hero.heading}
        </Heading>
        <p className={styles.lead}>{hero.lead}</p>
        <Button asChild size="lg">
          <a href={action.href} target="_blank" rel="noopener noreferrer">
            {action.label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
      </Box>
    </section>
  );
}
