import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

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
