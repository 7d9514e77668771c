import { lightTokens, type ThemeTokens } from '../theme';

/**
 * An example of another studio's brand made from the theme contract: a paper-white page, a deep
 * teal accent and a serif for headings. It fills every role (TypeScript refuses less) and passes
 * the same contrast checks as the package's own themes (theme/contrast.test.ts).
 */
export const tanpuraTokens: ThemeTokens = {
  ...lightTokens,
  color: {
    ...lightTokens.color,
    background: '#fbf8f2',
    surface: '#f3eee4',
    surfaceRaised: '#ffffff',
    surfaceHover: '#e9e2d4',
    border: '#ddd4c3',
    borderStrong: '#857a66',
    text: '#1f1a14',
    textMuted: '#5a5042',
    accent: '#0f6b66',
    accentHover: '#0b5450',
    accentContrast: '#ffffff',
    accentText: '#0c5f5a',
    focusRing: '#8a3ffc',
  },
  font: {
    ...lightTokens.font,
    heading: 'Georgia, "Times New Roman", serif',
  },
  radius: { ...lightTokens.radius, md: '2px', lg: '4px' },
};
