import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';

const space = vars.space;

const responsive = defineProperties({
  conditions: {
    base: {},
    small: { '@media': `screen and (min-width: ${breakpoints.small}px)` },
    mobile: { '@media': `screen and (min-width: ${breakpoints.mobile}px)` },
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'small', 'mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline', 'start'],
    alignContent: ['start', 'center', 'stretch'],
    justifyItems: ['start', 'center', 'stretch'],
    alignSelf: ['start', 'center', 'end', 'stretch'],
    justifySelf: ['start', 'center', 'end', 'stretch'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    gap: space,
    // After gap, so a row or column gap given with it wins.
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    textAlign: ['left', 'center', 'right', 'start', 'end'],
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      '5': 'repeat(5, minmax(0, 1fr))',
      '6': 'repeat(6, minmax(0, 1fr))',
      // Two unequal columns, as ratios: text beside a wider form, a narrow aside, a media object.
      '1:2': 'minmax(0, 1fr) minmax(0, 2fr)',
      '2:3': 'minmax(0, 2fr) minmax(0, 3fr)',
      '3:2': 'minmax(0, 3fr) minmax(0, 2fr)',
      'auto:1': 'auto minmax(0, 1fr)',
      // A fixed-width aside (a contents list, a filter panel) beside the main column.
      'aside:1': '14rem minmax(0, 1fr)',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    columns: ['gridTemplateColumns'],
  },
});

const colors = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      accent: vars.color.accentText,
      critical: vars.color.criticalText,
      success: vars.color.successText,
      inherit: 'inherit',
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      transparent: 'transparent',
    },
    borderRadius: vars.radius,
    // A panel's outline: the theme's border colour, or the stronger one for a control's edge.
    border: {
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
      none: 'none',
    },
  },
});

/** Responsive layout atoms: `sprinkles({ display: { base: 'block', desktop: 'flex' } })`. */
export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
