import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { stack, surfacePanel } from '../../styles/layout';

export const root = style({ ...stack(), alignItems: 'center' });

export const units = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: `calc(${vars.space['9']} * 5)`,
  '@media': {
    [media.small]: { gap: vars.space['4'] },
  },
});

export const unit = style({
  ...stack('1'),
  alignItems: 'center',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['2'],
  ...surfacePanel(),

  minWidth: 0,
});

// A small drop as each number changes; movement only, so the digits keep full contrast throughout.
const tick = keyframes({
  from: { transform: `translateY(calc(-1 * ${vars.space['1']}))` },
  to: { transform: 'translateY(0)' },
});

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Digits of equal width so the numbers do not jitter as they change.
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  // Transforms need a box.
  display: 'inline-block',
  animation: `${tick} ${vars.duration.slow} ${vars.easing.enter}`,
  '@media': {
    [media.mobileUp]: { fontSize: vars.fontSize['4xl'] },
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const unitLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  '@media': {
    [media.small]: { fontSize: vars.fontSize.sm },
  },
});

export const completeText = style({
  margin: 0,
  marginTop: vars.space['4'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
  textAlign: 'center',
});
