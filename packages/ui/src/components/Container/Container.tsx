import type { ElementType } from 'react';
import { Box, type BoxProps } from '../Box';
import { cx } from '../_internal/cx';
import { container, type ContainerVariants } from './Container.css';

export type ContainerProps<E extends ElementType = 'div'> = BoxProps<E> &
  ContainerVariants & {
    /** The maximum width: `narrow` 720px (articles, forms), `medium` 960px, `wide` (default) the theme's. */
    width?: ContainerVariants['width'];
  };

/**
 * Centres content at a readable maximum width with the page gutters.
 *
 * Centres page content at a readable maximum width (`narrow` 720 px for articles and forms,
 * `medium` 960 px, `wide` the theme's container width) with the page gutters (1rem on phones, 2rem
 * from 768 px). Use `as="main"` for the page's main landmark.
 */
export function Container<E extends ElementType = 'div'>({
  width,
  className,
  ...props
}: ContainerProps<E>) {
  return <Box className={cx(container({ width }), className)} {...(props as BoxProps<E>)} />;
}
