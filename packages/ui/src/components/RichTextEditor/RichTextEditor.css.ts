import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { disabledLook, focusOutline, focusOutlineInset } from '../../styles/focus.css';
import { stack, cluster, centredRow, inlineCentred } from '../../styles/layout';

/** The frame's width decides the toolbar's layout (the page's may be far wider than a side column). */
const editorFrame = createContainer('editorFrame');
const phoneWideFrame = `${editorFrame} (max-width: 560px)`;

/** The box around toolbar and text: the look of the other text controls. */
export const frame = style({
  containerName: editorFrame,
  containerType: 'inline-size',
  ...stack(),
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:has([contenteditable]:focus-visible)': focusOutline,
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

export const toolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  ...cluster('1'),
  alignItems: 'center',
  padding: vars.space['1'],
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
  '@container': {
    // In a phone-wide frame the buttons would wrap onto three rows above a few lines of text:
    // one row that scrolls sideways instead. Arrow keys still move through every button (Radix
    // Toolbar), and the browser scrolls the focused one into view; the cut-off last button shows
    // that more follow.
    [phoneWideFrame]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'thin',
    },
  },
});

// Wraps or stays on one row as the toolbar does.
export const group = style({ display: 'flex', flexWrap: 'inherit', gap: vars.space['1'] });

export const button = style({
  ...inlineCentred,
  // 40px targets: above WCAG 2.5.8's 24px minimum, comfortable on phones.
  minWidth: '2.5rem',
  height: '2.5rem',
  padding: `0 ${vars.space['2']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&:focus-visible': focusOutlineInset,
    '&[data-state="on"], &[aria-pressed="true"]': {
      background: vars.color.accent,
      color: vars.color.accentContrast,
    },
    '&:disabled': disabledLook,
  },
});

export const textIcon = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const mirrored = style({ transform: 'scaleX(-1)' });

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  flexShrink: 0,
  marginInline: vars.space['1'],
  background: vars.color.border,
});

export const scroller = style({ position: 'relative', minWidth: 0 });

export const editable = style({
  minHeight: '12rem',
  padding: vars.space['4'],
  outline: 'none',
  overflowWrap: 'anywhere',
});

export const placeholder = style({
  position: 'absolute',
  top: vars.space['4'],
  insetInlineStart: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  pointerEvents: 'none',
  userSelect: 'none',
});

export const link = style({ color: vars.color.accentText, textDecoration: 'underline' });
export const nestedItem = style({ listStyleType: 'none' });
export const bold = style({ fontWeight: vars.fontWeight.bold });
export const italic = style({ fontStyle: 'italic' });
export const underline = style({ textDecoration: 'underline' });

/** An image or embed, outlined while selected (the next Backspace removes it). */
export const selectable = style({
  borderRadius: vars.radius.md,
  selectors: { '&[data-selected]': focusOutline },
});

/** The element Lexical creates for an image or embed; the node draws inside it. */
export const block = style({ minWidth: 0 });

export const embed = style({
  ...centredRow('3'),
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const dialogFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
