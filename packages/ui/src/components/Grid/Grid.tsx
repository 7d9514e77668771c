import type { ElementType } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box';

export type GridProps<E extends ElementType = 'div'> = BoxProps<E> & {
  /** Columns per breakpoint, e.g. `{ base: '2', desktop: '4' }`. */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Space between the cells, from the theme's spacing scale. Responsive. */
  gap?: Sprinkles['gap'];
};

/**
 * Equal-width columns that change count at the breakpoints.
 *
 * Equal-width columns whose count changes at the breakpoints, e.g. one column on phones, two from
 * 480 px and three from 1024 px, as the About page's values. Items keep their source order in
 * every layout.
 */
export function Grid<E extends ElementType = 'div'>({
  columns = '1',
  gap = '4',
  ...props
}: GridProps<E>) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...(props as BoxProps<E>)} />;
}
