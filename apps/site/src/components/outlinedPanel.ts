import type { BoxProps } from '@studio/ui';

/**
 * The site's outlined panel (a form card, the founder's note, an article's ratings and comments):
 * a grid on the surface colour, as Box props to spread; a page may override one after the spread.
 */
export const outlinedPanel = {
  display: 'grid',
  padding: { base: '5', mobile: '6' },
  borderRadius: 'xl',
  background: 'surface',
  border: 'standard',
} as const satisfies Pick<
  BoxProps,
  'display' | 'padding' | 'borderRadius' | 'background' | 'border'
>;
