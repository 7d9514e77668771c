import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({ display: 'flex', marginTop: vars.space['2'] });

const outcome = {
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  borderInlineStart: `3px solid currentColor`,
} as const;

export const success = style({ ...outcome, background: vars.color.successSubtle });
export const failure = style({ ...outcome, background: vars.color.criticalSubtle });

/** Off-screen rather than display:none, because some bots skip hidden inputs. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
