import { style } from '@vanilla-extract/css';
import { focusOutline, media, vars } from '@studio/ui/css';

/* The dashboard's top-bar content (the frame itself is the package's SidebarLayout). Below
   600 px View Website leaves the crowded bar for the end of the sidebar. */
const below600 = 'screen and (max-width: 600px)';

export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  '@media': { [media.belowMobile]: { display: 'none' } },
});

export const search = style({
  flex: '1 1 auto',
  maxWidth: '420px',
  minWidth: '96px',
});

export const searchInput = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': focusOutline,
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const headerActions = style({ marginInlineStart: 'auto' });

export const hideBelow600 = style({ '@media': { [below600]: { display: 'none' } } });
export const showBelow600 = style({
  display: 'none',
  '@media': { [below600]: { display: 'block' } },
});
