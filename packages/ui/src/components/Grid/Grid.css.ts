import { createVar, styleVariants } from '@vanilla-extract/css';

const minItemWidth = createVar();

/** The widths a cell may shrink to before the grid wraps into fewer columns. */
export const minItemWidths = ['14rem', '15rem', '16rem', '18rem'] as const;
export type MinItemWidth = (typeof minItemWidths)[number];

export const itemWidth = styleVariants(
  Object.fromEntries(
    minItemWidths.map((width) => [width, { vars: { [minItemWidth]: width } }]),
  ) as Record<MinItemWidth, { vars: Record<string, string> }>,
);

// As many columns as fit at least the minimum width, never wider than the grid itself (the
// `min(100%, …)` keeps one column on a phone narrower than the minimum).
const track = `minmax(min(100%, ${minItemWidth}), 1fr)`;
export const autoColumns = styleVariants({
  /** Fewer items than columns stretch to fill the row. */
  fit: { gridTemplateColumns: `repeat(auto-fit, ${track})` },
  /** Fewer items than columns keep the width of a full row's. */
  fill: { gridTemplateColumns: `repeat(auto-fill, ${track})` },
});
