import type { ElementType } from 'react';
import { Box, type BoxProps } from '../Box';
import { cx } from '../_internal/cx';
import { container, type ContainerVariants } from './Container.css';

export type ContainerProps<E extends ElementType = 'div'> = BoxProps<E> & ContainerVariants;

/** Centres content at a readable maximum width with the page gutters. */
export function Container<E extends ElementType = 'div'>({
  width,
  className,
  ...props
}: ContainerProps<E>) {
  return <Box className={cx(container({ width }), className)} {...(props as BoxProps<E>)} />;
}
