import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import {
  stack,
  cluster,
  inlineRow,
  bareList,
  pageColumn,
  eyebrow,
  mutedSmall,
} from '../../styles/layout';

export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  ...stack('6'),
  ...pageColumn,
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': {
    [media.tabletUp]: { padding: `${vars.space['7']} ${vars.space['5']}`, gap: vars.space['7'] },
  },
});

export const cta = style({
  maxWidth: `calc(${vars.space['9']} * 6)`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

// Two copies of the link sections, one per layout; `display: none` removes the other copy from
// the accessibility tree and the Tab order, so links are never read or reached twice.
export const accordionLayout = style({
  '@media': { [media.tabletUp]: { display: 'none' } },
});

export const columnsLayout = style({
  display: 'none',
  '@media': {
    [media.tabletUp]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: `${vars.space['6']} ${vars.space['5']}`,
    },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const columnTitle = style({
  margin: `0 0 ${vars.space['3']}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  ...eyebrow,
});

export const list = style({ ...stack('1'), ...bareList });

export const link = style({
  ...inlineRow(),
  // Generous targets on touch screens; compact rows in the desktop columns.
  minHeight: vars.size.controlMd,
  ...mutedSmall,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&:focus-visible': focusOutline,
  },
  '@media': { [media.tabletUp]: { minHeight: vars.size.controlSm } },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['4'],
  '@media': {
    // On phones the last accordion row's hairline already separates this row.
    [media.tabletUp]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
      paddingTop: vars.space['5'],
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const copyright = style({ margin: 0, ...mutedSmall });

export const social = style({ ...cluster('2'), alignItems: 'center' });
