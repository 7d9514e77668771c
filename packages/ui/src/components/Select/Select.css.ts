import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { disabledLook } from '../../styles/focus.css';
import {
  popupOption,
  highlightedOption,
  centred,
  popupSurface,
  truncate,
  eyebrow,
} from '../../styles/layout';

export { controlSizes as selectSizes } from '../_internal/control.css';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingInline: vars.space['3'],
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-state="open"]': { borderColor: vars.color.focusRing },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  ...truncate,
  selectors: { [`${trigger}[data-placeholder] &`]: { color: vars.color.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style({
  // Above dialogs (a Select inside a Dialog must open over it), below toasts.
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  ...popupSurface('md'),
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.enter}` },
  },
});

export const viewport = style({ padding: vars.space['1'] });

export const item = style({
  position: 'relative',
  ...popupOption,
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['6'],
  paddingInlineEnd: vars.space['3'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  selectors: {
    '&[data-highlighted]': highlightedOption,

    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': disabledLook,
  },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  display: 'inline-flex',
  color: vars.color.accentText,
});

export const groupLabel = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  ...eyebrow,
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space['1'],
  background: vars.color.border,
});

export const scrollButton = style({
  ...centred,
  height: vars.space['5'],
  color: vars.color.textMuted,
  cursor: 'default',
});
