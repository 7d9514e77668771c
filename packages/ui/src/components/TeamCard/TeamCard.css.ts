import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { stack, surfacePanel, mutedSmall } from '../../styles/layout';

export const card = style({
  boxSizing: 'border-box',
  ...stack('3'),
  alignItems: 'center',
  width: '100%',
  height: '100%',
  padding: vars.space['5'],
  ...surfacePanel(),
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  // Hover changes the border and shadow, not the background, so the muted role text keeps its
  // tested contrast against `surface`.
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&:focus-visible': focusOutline,
  },
});

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const role = style({
  ...mutedSmall,

  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
