import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { quietNote, columnList } from '../../styles/blocks.css';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { stack } from '../../styles/layout';

export const root = style({ ...stack('4'), minWidth: 0 });

export const search = style({
  width: '100%',
  '@media': { [media.mobileUp]: { maxWidth: `calc(${vars.size.controlLg} * 9)` } },
});

export const searchIcon = style({ width: '1em', height: '1em', fill: 'currentColor' });

export const panel = style({
  ...stack('3'),
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusOutline,
  },
});

export const count = quietNote;

export const list = style([columnList, { gap: vars.space['3'] }]);

export const empty = style({
  ...stack('3'),
  alignItems: 'center',
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

export const emptyText = quietNote;
