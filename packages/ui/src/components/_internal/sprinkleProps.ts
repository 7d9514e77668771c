import type { Sprinkles } from '../../styles/sprinkles.css';

type Atom<K extends keyof Sprinkles> = Sprinkles[K];

/**
 * The layout atoms' props with a line each for the props tables and editors: the sprinkles types
 * are mapped from the theme and carry no descriptions of their own. Every value is a theme step or
 * a responsive object keyed by breakpoint, e.g. `{ base: '4', desktop: '7' }`.
 */
export type DocumentedSprinkles = {
  /** CSS display: `none`, `block`, `inline`, `inline-block`, `flex`, `inline-flex` or `grid`. */
  display?: Atom<'display'>;
  /** Direction of a flex container's children. */
  flexDirection?: Atom<'flexDirection'>;
  /** Whether a flex container's children wrap onto more lines. */
  flexWrap?: Atom<'flexWrap'>;
  /** Alignment of children across the main axis. */
  alignItems?: Atom<'alignItems'>;
  /** Alignment of a grid's rows when the grid is taller than them (`start` packs them at the top). */
  alignContent?: Atom<'alignContent'>;
  /** Alignment of each grid item inside its cell, along the row (`start` keeps items at their own width). */
  justifyItems?: Atom<'justifyItems'>;
  /** This element's own alignment across its parent's axis (a button that keeps its width). */
  alignSelf?: Atom<'alignSelf'>;
  /** This element's own alignment in its grid cell, along the row. */
  justifySelf?: Atom<'justifySelf'>;
  /** Distribution of children along the main axis. */
  justifyContent?: Atom<'justifyContent'>;
  /** Space between children, from the theme's spacing scale. */
  gap?: Atom<'gap'>;
  /** Space between rows only (with `columnGap`, unequal gaps). */
  rowGap?: Atom<'rowGap'>;
  /** Space between columns only. */
  columnGap?: Atom<'columnGap'>;
  /** Space inside, on all sides. */
  padding?: Atom<'padding'>;
  /** Space inside, left and right. */
  paddingX?: Atom<'paddingX'>;
  /** Space inside, top and bottom. */
  paddingY?: Atom<'paddingY'>;
  /** Space inside, at the top. */
  paddingTop?: Atom<'paddingTop'>;
  /** Space inside, at the bottom. */
  paddingBottom?: Atom<'paddingBottom'>;
  /** Space inside, on the left. */
  paddingLeft?: Atom<'paddingLeft'>;
  /** Space inside, on the right. */
  paddingRight?: Atom<'paddingRight'>;
  /** Space outside, on all sides. */
  margin?: Atom<'margin'>;
  /** Space outside, left and right (`auto` centres a block). */
  marginX?: Atom<'marginX'>;
  /** Space outside, top and bottom. */
  marginY?: Atom<'marginY'>;
  /** Space outside, at the top. */
  marginTop?: Atom<'marginTop'>;
  /** Space outside, at the bottom. */
  marginBottom?: Atom<'marginBottom'>;
  /** Space outside, on the left. */
  marginLeft?: Atom<'marginLeft'>;
  /** Space outside, on the right. */
  marginRight?: Atom<'marginRight'>;
  /** Text alignment. */
  textAlign?: Atom<'textAlign'>;
  /** Number of equal grid columns, or two unequal ones as a ratio (`'1:2'`, `'2:3'`, `'3:2'`, `'auto:1'`), or a 14rem aside beside the rest (`'aside:1'`). */
  gridTemplateColumns?: Atom<'gridTemplateColumns'>;
  /** The same as `gridTemplateColumns`, shorter. */
  columns?: Atom<'columns'>;
  /** Text colour, a theme role such as `muted` or `accent`. */
  color?: Atom<'color'>;
  /** Background, a theme role such as `surface`. */
  background?: Atom<'background'>;
  /** Corner rounding from the theme's radii. */
  borderRadius?: Atom<'borderRadius'>;
  /** A 1 px outline in the theme's border colour (`standard`) or its stronger one (`strong`). */
  border?: Atom<'border'>;
};
