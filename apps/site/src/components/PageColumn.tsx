import { Container } from '@studio/ui';
import type { ReactNode } from 'react';

// A page's column: the theme's container width with the page gutters (the root's <main> is full
// width), its parts in one column they cannot widen, spaced evenly.

/** The studio's own pages (home's sections, about, company, careers, leadership, contact, support, coming soon). */
export function StudioPage({ children }: { children: ReactNode }) {
  return (
    <Container
      display="grid"
      gap={{ base: '8', mobile: '9' }}
      paddingY={{ base: '6', mobile: '7' }}
    >
      {children}
    </Container>
  );
}

/**
 * The media pages (music, video, tracks, new release, newsroom, article): closer together, and
 * no part may widen the page (a scrolling chip row, a long title): it shrinks or wraps.
 */
export function MediaPage({ children }: { children: ReactNode }) {
  return (
    <Container
      display="grid"
      columns="1"
      gap={{ base: '7', mobile: '8' }}
      paddingY={{ base: '5', mobile: '6' }}
    >
      {children}
    </Container>
  );
}
