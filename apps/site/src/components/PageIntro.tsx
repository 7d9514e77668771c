import { Box, Heading, Link, Stack } from '@studio/ui';
import { quietNote } from '@studio/ui/css';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from './SiteLink';
import { BackLink } from './BackLink';
import * as styles from './PageIntro.css';

export const pageIntroVariants = ['text', 'hero'] as const;

export interface PageIntroProps {
  /** `text`: a reading page's intro with an inline back link; `hero`: a studio page's hero, its back link a button above it. */
  variant?: (typeof pageIntroVariants)[number];
  eyebrow?: string;
  /** The page's one level-1 heading (the root focuses it after a client navigation). */
  title: string;
  lead?: ReactNode;
  /** A small line under the lead, e.g. when a policy was last updated. */
  note?: ReactNode;
  /** The link back: its text (to the home page), or its text and target. */
  back?: string | { label: string; to: string };
  /** A picture beside the hero text (`hero` only); the intro then becomes a section named by its title. */
  media?: ReactNode;
}

/** The intro of a reading page from its content, whose `intro` is the lead. */
export function introOf({
  back,
  eyebrow,
  title,
  intro,
}: Pick<PageIntroProps, 'back' | 'eyebrow' | 'title'> & { intro?: ReactNode }) {
  return { back, eyebrow, title, lead: intro };
}

/** The top of a page: back link, eyebrow, title and lead. */
export function PageIntro({
  variant = 'text',
  eyebrow,
  title,
  lead,
  note,
  back,
  media,
}: PageIntroProps) {
  const titleId = useId();
  const backLink = typeof back === 'string' ? { label: back, to: '/' } : back;
  const text = (
    <>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading level={1} size="2xl" id={media ? titleId : undefined}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead[variant]}>{lead}</p> : null}
      {note ? <p className={quietNote}>{note}</p> : null}
    </>
  );

  if (variant === 'text') {
    return (
      <Stack
        as="header"
        gap="3"
        paddingTop={{ base: '7', mobile: '8' }}
        paddingBottom={{ base: '6', mobile: '7' }}
      >
        {backLink ? (
          <Link asChild className={styles.back}>
            <RouterLink to={backLink.to}>
              <span aria-hidden="true">← </span>
              {backLink.label}
            </RouterLink>
          </Link>
        ) : null}
        {text}
      </Stack>
    );
  }

  // The hero's parts are items of the page's grid, so the page's gap spaces them.
  return (
    <>
      {backLink ? (
        <div>
          <BackLink to={backLink.to} label={backLink.label} />
        </div>
      ) : null}
      {media ? (
        <Box
          as="section"
          display="grid"
          gap="6"
          alignItems="center"
          gridTemplateColumns={{ desktop: '2' }}
          aria-labelledby={titleId}
        >
          <Box display="grid" gap="4" justifyItems="start" className={styles.hero}>
            {text}
          </Box>
          {media}
        </Box>
      ) : (
        <Box as="header" display="grid" gap="4" justifyItems="start" className={styles.hero}>
          {text}
        </Box>
      )}
    </>
  );
}
