// The accessibility rules every check of the project runs: axe's rules tagged WCAG 2.0, 2.1 and
// 2.2 at levels A and AA, and axe's best practices. The stories (.storybook/preview.tsx, in the
// browser) and the end-to-end journeys (e2e/support/browser.ts) both read them from here, so a
// story and a page are held to the same rules. No Node import: Storybook bundles this file.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
