import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { columnList, quietNote } from '../../styles/blocks.css';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const search = style({
  width: '100%',
  '@media': { [media.mobileUp]: { maxWidth: `calc(${vars.size.controlLg} * 9)` } },
});

export const searchIcon = style({ width: '1em', height: '1em', fill: 'currentColor' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusOutline,
  },
});

export const count = quietNote;

export const list = style([columnList, { gap: vars.space['3'] }]);

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['7'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const emptyText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
