import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { columnList, quietNote } from '../../styles/blocks.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  selectors: {
    '&[data-state="dragging"]': {
      borderColor: vars.color.accent,
      background: vars.color.surfaceHover,
    },
    // Not faded: the hint must stay readable; the disabled button says the rest.
    '&[data-disabled]': { borderStyle: 'dotted', cursor: 'not-allowed' },
  },
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const hint = quietNote;

export const list = style([columnList, { gap: vars.space['2'] }]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-status="error"]': { borderColor: vars.color.critical },
  },
});

export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const status = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: {
    [`${item}[data-status="error"] &`]: {
      padding: `${vars.space['1']} ${vars.space['2']}`,
      borderRadius: vars.radius.sm,
      background: vars.color.criticalSubtle,
      color: vars.color.criticalText,
    },
  },
});

export const progress = style({
  gridColumn: '1 / -1',
  width: '100%',
  height: vars.space['2'],
  accentColor: vars.color.accent,
});
