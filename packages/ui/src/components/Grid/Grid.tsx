import type { ElementType } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box';
import { cx } from '../_internal/cx';
import { autoColumns, itemWidth, type MinItemWidth } from './Grid.css';

export type GridProps<E extends ElementType = 'div'> = BoxProps<E> & {
  /**
   * Columns per breakpoint, e.g. `{ base: '2', desktop: '4' }`, or two unequal ones as a ratio
   * (`{ base: '1', desktop: '1:2' }`). Ignored when `minItemWidth` is given.
   */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Space between the cells, from the theme's spacing scale. Responsive. */
  gap?: Sprinkles['gap'];
  /**
   * Instead of fixed counts, as many columns as fit cells at least this wide (one on a phone):
   * for cards whose count varies.
   */
  minItemWidth?: MinItemWidth;
  /** With `minItemWidth`: `fit` (default) stretches a short last row's cells, `fill` keeps them a column wide. */
  repeat?: keyof typeof autoColumns;
};

/**
 * Equal-width columns that change count at the breakpoints.
 *
 * Equal-width columns whose count changes at the breakpoints, e.g. one column on phones, two from
 * 480 px and three from 1024 px, as the About page's values; two unequal columns as a ratio; or as
 * many columns as fit a minimum cell width. Items keep their source order in every layout.
 */
export function Grid<E extends ElementType = 'div'>({
  columns = '1',
  gap = '4',
  minItemWidth,
  repeat = 'fit',
  className,
  ...props
}: GridProps<E>) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={minItemWidth ? undefined : columns}
      gap={gap}
      className={cx(
        minItemWidth && itemWidth[minItemWidth],
        minItemWidth && autoColumns[repeat],
        className,
      )}
      {...(props as BoxProps<E>)}
    />
  );
}
