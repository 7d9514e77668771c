import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stack, mutedSmall } from '../../styles/layout';

export const field = style({ ...stack(), minWidth: 0 });

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  marginBottom: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  cursor: 'default',
  selectors: { [`${field}[data-disabled] &`]: { opacity: vars.opacity.disabled } },
});

export const requiredMarker = style({
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  marginTop: `calc(-1 * ${vars.space['1']})`,
  marginBottom: vars.space['2'],
  ...mutedSmall,
  lineHeight: vars.lineHeight.normal,
});

/** Always rendered (empty when valid) so screen readers announce an error when it appears. */
export const errorRegion = style({});

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  marginTop: vars.space['2'],
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });
