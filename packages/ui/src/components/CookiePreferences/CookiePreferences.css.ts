import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  paddingInline: vars.space['4'],
});

export const item = style({
  paddingBlock: vars.space['4'],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

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
      success: {
        background: vars.color.successSubtle,
        color: vars.color.successText,
        borderColor: vars.color.success,
      },
      critical: {
        background: vars.color.criticalSubtle,
        color: vars.color.criticalText,
        borderColor: vars.color.critical,
      },
    },
  },
});
