/**
 * Raw design tokens. Every theme fills the same shape (`ThemeTokens`), which `contract.css.ts`
 * turns into CSS custom properties. Components never read these values directly: they use `vars`.
 */

/** Layout breakpoints, in CSS pixels: phones below 768, tablets from 834, desktop navigation from 1024. */
export const breakpoints = {
  small: 480,
  mobile: 768,
  tablet: 834,
  desktop: 1024,
} as const;

export type ColorTokens = {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  accent: string;
  accentHover: string;
  /** Text and icons drawn on `accent`. */
  accentContrast: string;
  /** Accent-coloured text on `background` or `surface` (links, highlights). */
  accentText: string;
  focusRing: string;
  overlay: string;
  /** Tones: a solid colour, a subtle background, and text readable on that subtle background. */
  success: string;
  successSubtle: string;
  successText: string;
  warning: string;
  warningSubtle: string;
  warningText: string;
  critical: string;
  criticalSubtle: string;
  criticalText: string;
  /** Text drawn on the solid `critical` colour (destructive buttons). */
  criticalContrast: string;
  info: string;
  infoSubtle: string;
  infoText: string;
  neutralSubtle: string;
  neutralText: string;
  /** Avatar fallback tiles: text is `avatarText` on each. */
  avatar1: string;
  avatar2: string;
  avatar3: string;
  avatar4: string;
  avatar5: string;
  avatarText: string;
};

export type ThemeTokens = {
  colorScheme: 'dark' | 'light';
  color: ColorTokens;
  font: { body: string; heading: string; mono: string };
  fontSize: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    '2xl': string;
    '3xl': string;
    '4xl': string;
  };
  fontWeight: { regular: string; medium: string; semibold: string; bold: string };
  lineHeight: { tight: string; snug: string; normal: string; relaxed: string };
  /**
   * What `font.body`, `font.heading` and `lineHeight` become in text marked as Hindi
   * (`lang="hi"`, see `styles/reset.css.ts`). The stacks put a Devanagari face first: the app
   * that serves the font declares it with the script's `unicode-range`, so Latin text keeps the
   * usual faces and English pages never download it. Lines are taller, as Devanagari's vowel
   * signs reach above the headline and below the baseline.
   */
  devanagari: {
    font: { body: string; heading: string };
    lineHeight: { tight: string; snug: string; normal: string; relaxed: string };
  };
  space: {
    '0': string;
    '1': string;
    '2': string;
    '3': string;
    '4': string;
    '5': string;
    '6': string;
    '7': string;
    '8': string;
    '9': string;
  };
  radius: { none: string; sm: string; md: string; lg: string; xl: string; full: string };
  shadow: { sm: string; md: string; lg: string };
  zIndex: {
    base: string;
    sticky: string;
    nav: string;
    overlay: string;
    modal: string;
    /** Menus and listboxes that open above dialogs (a Select inside a Dialog). */
    popover: string;
    toast: string;
  };
  duration: { instant: string; fast: string; normal: string; slow: string };
  easing: { standard: string; enter: string; exit: string };
  /** `disabled`: how far a control that cannot be used fades (its text stays legible). */
  opacity: { disabled: string };
  size: {
    navHeight: string;
    controlSm: string;
    controlMd: string;
    controlLg: string;
    containerMax: string;
  };
};

type Shared = Omit<ThemeTokens, 'colorScheme' | 'color' | 'shadow'>;

const bodyStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const headingStack =
  '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif';

const shared: Shared = {
  font: {
    body: bodyStack,
    heading: headingStack,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' },
  devanagari: {
    font: {
      body: `"Noto Sans Devanagari", ${bodyStack}`,
      heading: `"Noto Sans Devanagari", ${headingStack}`,
    },
    lineHeight: { tight: '1.4', snug: '1.5', normal: '1.75', relaxed: '1.9' },
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
    '9': '6rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  zIndex: {
    base: '0',
    sticky: '100',
    nav: '1000',
    overlay: '2000',
    modal: '2100',
    popover: '2200',
    toast: '3000',
  },
  duration: { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
  opacity: { disabled: '0.55' },
  size: {
    navHeight: '44px',
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    containerMax: '1200px',
  },
};

/** The studio's own look: near-black stage with a warm amber accent. The default theme. */
export const darkTokens: ThemeTokens = {
  ...shared,
  colorScheme: 'dark',
  color: {
    background: '#0c0c10',
    surface: '#16161d',
    surfaceRaised: '#1f1f28',
    surfaceHover: '#2a2a35',
    border: '#34343f',
    borderStrong: '#707082',
    text: '#f5f5f7',
    textMuted: '#b4b4c2',
    accent: '#f2b544',
    accentHover: '#f7c768',
    accentContrast: '#1b1304',
    accentText: '#f5c15f',
    focusRing: '#7cc4ff',
    overlay: 'rgba(4, 4, 8, 0.78)',
    success: '#3ecf8e',
    successSubtle: '#0f2e22',
    successText: '#7ee2b4',
    warning: '#f5a524',
    warningSubtle: '#33240a',
    warningText: '#f8c471',
    critical: '#d13a40',
    criticalSubtle: '#3a1416',
    criticalText: '#ff9b9e',
    criticalContrast: '#ffffff',
    info: '#3e9bf5',
    infoSubtle: '#0f2640',
    infoText: '#8cc4ff',
    neutralSubtle: '#26262f',
    neutralText: '#d0d0da',
    avatar1: '#8e4ec6',
    avatar2: '#0d74ce',
    avatar3: '#218358',
    avatar4: '#c2410c',
    avatar5: '#be185d',
    avatarText: '#ffffff',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 16px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 48px rgba(0, 0, 0, 0.6)',
  },
};

/** A light variant with the same roles, for daytime reading and for studios that prefer it. */
export const lightTokens: ThemeTokens = {
  ...shared,
  colorScheme: 'light',
  color: {
    background: '#ffffff',
    surface: '#f6f6f8',
    surfaceRaised: '#ffffff',
    surfaceHover: '#ececf1',
    border: '#d9d9e0',
    borderStrong: '#8b8b99',
    text: '#16161d',
    textMuted: '#55556a',
    accent: '#8a5700',
    accentHover: '#6f4600',
    accentContrast: '#ffffff',
    accentText: '#8a5700',
    focusRing: '#0b63c4',
    overlay: 'rgba(16, 16, 24, 0.55)',
    success: '#1c7c54',
    successSubtle: '#e3f5ec',
    successText: '#145c3e',
    warning: '#b45309',
    warningSubtle: '#fdf0dc',
    warningText: '#8a3f06',
    critical: '#c8262c',
    criticalSubtle: '#fde8e8',
    criticalText: '#9f1d22',
    criticalContrast: '#ffffff',
    info: '#0b63c4',
    infoSubtle: '#e3effc',
    infoText: '#0a4f9c',
    neutralSubtle: '#ececf1',
    neutralText: '#3d3d4d',
    avatar1: '#7c3aad',
    avatar2: '#0b63c4',
    avatar3: '#1c7c54',
    avatar4: '#b4400a',
    avatar5: '#b0174f',
    avatarText: '#ffffff',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 16, 24, 0.08)',
    md: '0 4px 16px rgba(16, 16, 24, 0.1)',
    lg: '0 16px 48px rgba(16, 16, 24, 0.16)',
  },
};

/**
 * Text/background pairs the components actually draw. `contrast.test.ts` checks every pair
 * against WCAG 2.2 AA (4.5:1 for text) in every theme.
 */
export const textColorPairs: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceHover'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['accentText', 'background'],
  ['accentText', 'surface'],
  ['accentText', 'surfaceRaised'],
  ['accentContrast', 'accent'],
  ['accentContrast', 'accentHover'],
  ['criticalContrast', 'critical'],
  ['successText', 'successSubtle'],
  ['warningText', 'warningSubtle'],
  ['criticalText', 'criticalSubtle'],
  ['infoText', 'infoSubtle'],
  ['neutralText', 'neutralSubtle'],
  ['criticalText', 'background'],
  ['criticalText', 'surface'],
  ['successText', 'surface'],
  // Text tones on page, cards and hovered cards (Text, Field errors inside Card).
  ['successText', 'background'],
  ['successText', 'surfaceRaised'],
  ['criticalText', 'surfaceRaised'],
  ['textMuted', 'surfaceHover'],
  ['avatarText', 'avatar1'],
  ['avatarText', 'avatar2'],
  ['avatarText', 'avatar3'],
  ['avatarText', 'avatar4'],
  ['avatarText', 'avatar5'],
];

/** Non-text UI parts (borders of inputs, focus rings) need 3:1 against their background. */
export const uiColorPairs: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['borderStrong', 'background'],
  ['borderStrong', 'surface'],
  ['accent', 'background'],
];
