import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Confirm button looks: `primary` for ordinary confirmations, `critical` for destructive ones. */
export const confirmDialogTones = ['primary', 'critical'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export const error = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
