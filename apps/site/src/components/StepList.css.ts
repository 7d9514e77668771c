import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

/** Numbers the steps for the circles drawn before each. */
export const steps = style({ counterReset: 'step' });

export const step = style({
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    color: vars.color.accentContrast,
    fontWeight: vars.fontWeight.bold,
  },
});
