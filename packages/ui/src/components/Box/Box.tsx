import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { cx } from '../_internal/cx';
import type { DocumentedSprinkles } from '../_internal/sprinkleProps';
import { splitSprinkles } from '../_internal/splitSprinkles';
import { list } from './Box.css';

export type BoxProps<E extends ElementType = 'div'> = Sprinkles &
  DocumentedSprinkles & {
    /** The element to render: `section`, `ul`, `nav`... Defaults to `div`. */
    as?: E;
    /** Class names added after the atoms' own. */
    className?: string;
    /** The content, laid out by the atoms. */
    children?: ReactNode;
  } & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as' | 'className' | 'color'>;

/**
 * The layout atom: any element with responsive spacing, display and colour props from the theme.
 *
 * The layout atom: any element (`as`) with responsive spacing, display, alignment and theme
 * colours as props, compiled to atomic classes (sprinkles). Responsive values take an object such
 * as `{ base: "4", desktop: "7" }` keyed by the breakpoints (small 480, mobile 768, tablet 834,
 * desktop 1024). Choose the right element with `as` (`section`, `nav`, `ul`) so landmarks and
 * lists stay meaningful; as a list (`ul`, `ol`) it drops the bullets and the indent.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const Component: ElementType = as ?? 'div';
  const { atomClass, rest } = splitSprinkles(props);
  const isList = as === 'ul' || as === 'ol';
  return <Component className={cx(atomClass, isList && list, className)} {...rest} />;
}
