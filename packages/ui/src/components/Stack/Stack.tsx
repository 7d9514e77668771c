import type { ElementType } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from '../Box';

export type StackProps<E extends ElementType = 'div'> = BoxProps<E> & {
  /** Space between children, from the theme's spacing scale. Responsive. */
  gap?: Sprinkles['gap'];
  /** `column` (default) stacks vertically; `row` lays children out in a line. Responsive. */
  direction?: Sprinkles['flexDirection'];
  /** Alignment across the direction (`alignItems`). Responsive. */
  align?: Sprinkles['alignItems'];
  /** Distribution along the direction (`justifyContent`). Responsive. */
  justify?: Sprinkles['justifyContent'];
  /** Lets a row wrap onto more lines. */
  wrap?: boolean;
};

/**
 * Children in a column (or row) with even spacing.
 *
 * Children in a column (default) or a row with even spacing from the theme scale. `direction`,
 * `gap`, `align` and `justify` accept responsive objects, e.g. a column on phones that becomes a
 * row on desktop. Reading and focus order follow the source order, never the visual order.
 */
export function Stack<E extends ElementType = 'div'>({
  gap = '4',
  direction = 'column',
  align,
  justify,
  wrap,
  ...props
}: StackProps<E>) {
  return (
    <Box
      display="flex"
      flexDirection={direction}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : undefined}
      {...(props as BoxProps<E>)}
    />
  );
}
