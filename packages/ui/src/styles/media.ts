import { breakpoints } from '../theme/tokens';

/** Media queries for the breakpoints, for `@media` blocks in `.css.ts` files. */
export const media = {
  /** At least 480 px wide. */
  small: `screen and (min-width: ${breakpoints.small}px)`,
  /** At least 768 px wide. */
  mobileUp: `screen and (min-width: ${breakpoints.mobile}px)`,
  /** At least 834 px wide (footer columns always open). */
  tabletUp: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** At least 1024 px wide (desktop navigation). */
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Below 1024 px (mobile menu button). */
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  /** Below 480 px (the narrowest phones: panels take the full width). */
  belowSmall: `screen and (max-width: ${breakpoints.small - 0.02}px)`,
  /** Below 768 px (tables become cards). */
  belowMobile: `screen and (max-width: ${breakpoints.mobile - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
