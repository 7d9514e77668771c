import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusOutlineInset } from '../../styles/focus.css';
import { bareList, mutedSmall } from '../../styles/layout';

export const root = style({ minWidth: 0 });

export const list = style({
  display: 'grid',
  ...bareList,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const item = style({
  display: 'grid',
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { borderTop: 'none' },
    '&[data-selected]': { background: vars.color.surfaceRaised },
  },
});

export const select = style({
  display: 'grid',
  gap: vars.space['1'],
  width: '100%',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 'none',
  borderInlineStart: '4px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusOutlineInset,
    '&[aria-pressed="true"]': { borderInlineStartColor: vars.color.accent },
  },
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
});

export const time = style({ fontWeight: vars.fontWeight.semibold });

export const author = style(mutedSmall);

export const summary = style(mutedSmall);

export const restore = style({
  justifySelf: 'start',
  marginInline: vars.space['4'],
  marginBottom: vars.space['3'],
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
