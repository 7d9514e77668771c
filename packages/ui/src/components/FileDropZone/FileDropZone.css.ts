import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { quietNote, columnList } from '../../styles/blocks.css';
import { stack, surfacePanel, truncate, toneSubtle } from '../../styles/layout';

export const root = style(stack('3'));

export const zone = style({
  ...stack('2'),
  alignItems: 'center',
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
  ...surfacePanel('md'),
  selectors: {
    '&[data-status="error"]': { borderColor: vars.color.critical },
  },
});

export const name = style({
  minWidth: 0,
  ...truncate,
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
      ...toneSubtle.critical,
    },
  },
});

export const progress = style({
  gridColumn: '1 / -1',
  width: '100%',
  height: vars.space['2'],
  accentColor: vars.color.accent,
});
