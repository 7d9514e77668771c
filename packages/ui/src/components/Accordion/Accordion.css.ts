import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { disabledLook, focusOutline, focusOutlineInset } from '../../styles/focus.css';
import { stack, centredRow, surfacePanel } from '../../styles/layout';

/** `separated`: each item a card (FAQ, positions). `flush`: items divided by hairlines (footer, sidebars). */
export const accordionVariants = ['separated', 'flush'] as const;

export const root = recipe({
  base: { ...stack(), minWidth: 0 },
  variants: {
    variant: {
      separated: { gap: vars.space['3'] },
      flush: {},
    },
  },
  defaultVariants: { variant: 'separated' },
});

export type AccordionRootVariants = NonNullable<RecipeVariants<typeof root>>;

export const item = style({
  minWidth: 0,
  selectors: {
    '[data-variant="separated"] > &': { ...surfacePanel(), overflow: 'hidden' },
    // Keeps the focus ring visible although the card clips its content.
    '[data-variant="separated"] > &:has(button:focus-visible)': focusOutline,
    '[data-variant="flush"] > &': { borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const header = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  ...centredRow('3'),
  width: '100%',
  justifyContent: 'space-between',

  minHeight: vars.size.controlLg,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&:focus-visible': focusOutlineInset,
    '[data-variant="separated"] &:focus-visible': { outline: 'none' },
    '[data-variant="flush"] &': { paddingInline: vars.space['1'] },
    '&:disabled': disabledLook,
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  selectors: {
    // Radix measures the content and exposes its height, so both directions animate smoothly;
    // reduced motion shortens vars.duration to 1ms so Presence still sees animationend.
    '&[data-state="open"]': { animation: `${open} ${vars.duration.normal} ${vars.easing.enter}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.duration.normal} ${vars.easing.exit}` },
  },
});

export const contentInner = style({
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  selectors: {
    '[data-variant="flush"] &': { paddingInline: vars.space['1'] },
  },
});
