import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBlock: `${vars.space['7']} ${vars.space['6']}`,
  '@media': { [media.mobileUp]: { paddingBlock: `${vars.space['8']} ${vars.space['7']}` } },
});

export const back = style({
  alignSelf: 'flex-start',
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

const leadBase = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const lead = styleVariants({
  text: [leadBase, { maxWidth: '65ch' }],
  hero: [leadBase, { maxWidth: '62ch' }],
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hero = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  maxWidth: '52rem',
});

/** The hero text beside its picture on desktop, above it on smaller screens. */
export const heroWithMedia = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
