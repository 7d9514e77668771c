// Chromatic modes: every story is captured in both themes at a phone and a desktop width.
export const allModes = {
  'dark mobile': { theme: 'dark', viewport: 'mobile390' },
  'dark desktop': { theme: 'dark', viewport: 'desktop1280' },
  'light mobile': { theme: 'light', viewport: 'mobile390' },
  'light desktop': { theme: 'light', viewport: 'desktop1280' },
} as const;
