import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { stack, cluster, surfacePanel, toneSubtle } from '../../styles/layout';

export const root = style(stack('5'));

export const list = style({
  ...stack(),
  ...surfacePanel(),
  paddingInline: vars.space['4'],
});

export const item = style({
  paddingBlock: vars.space['4'],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const actions = style(cluster('3'));

const appear = keyframes({
  from: { transform: `translateY(calc(-1 * ${vars.space['2']}))` },
  to: { transform: 'translateY(0)' },
});

export const status = recipe({
  base: {
    margin: 0,
    padding: vars.space['3'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.md,
    borderInlineStart: `${vars.space['1']} solid`,
    fontWeight: vars.fontWeight.medium,
    animation: `${appear} ${vars.duration.normal} ${vars.easing.enter}`,
    '@media': {
      [media.reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    tone: {
      success: { ...toneSubtle.success, borderColor: vars.color.success },
      critical: { ...toneSubtle.critical, borderColor: vars.color.critical },
    },
  },
});
