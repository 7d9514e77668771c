// Chromatic captures the all-variants grid of each component in both themes at a phone and a
// desktop width; every other story is captured once, in the default theme and viewport, because
// the grid already shows each variant in each mode.
export const allModes = {
  'dark mobile': { theme: 'dark', viewport: 'mobile390' },
  'dark desktop': { theme: 'dark', viewport: 'desktop1280' },
  'light mobile': { theme: 'light', viewport: 'mobile390' },
  'light desktop': { theme: 'light', viewport: 'desktop1280' },
} as const;

/** Parameters for an `AllVariants` story: `parameters: gridModes`. */
export const gridModes = { chromatic: { modes: allModes } };
