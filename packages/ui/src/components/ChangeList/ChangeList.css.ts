import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';
import { eyebrow } from '../../styles/layout';

export const root = style({ minWidth: 0 });

export const list = style({ display: 'grid', gap: vars.space['4'], margin: 0 });

export const change = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.mobileUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({
  gridColumn: '1 / -1',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const side = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  selectors: {
    '&[data-side="before"]': {
      background: vars.color.criticalSubtle,
      borderInlineStartColor: vars.color.critical,
    },
    '&[data-side="after"]': {
      background: vars.color.successSubtle,
      borderInlineStartColor: vars.color.success,
    },
  },
});

export const sideLabel = style({
  fontSize: vars.fontSize.xs,
  ...eyebrow,
  color: vars.color.text,
});

export const text = style({
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
