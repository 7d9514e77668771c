import { vars } from '../theme/contract.css';
import { focusOutlineInset } from './focus.css';

/*
 * Layout and surface rules the components share, as plain style objects: spread them into a
 * `style()`, a recipe, a selector or an `@media` block (`{ ...stack('3'), minWidth: 0 }`), so each
 * rule is written once and the generated CSS stays a single class per element.
 */

type Space = keyof typeof vars.space;
type Radius = keyof typeof vars.radius;

const gapOf = (gap?: Space) => (gap === undefined ? {} : { gap: vars.space[gap] });

/** Children in a column, `gap` apart. */
export const stack = (gap?: Space) =>
  ({ display: 'flex', flexDirection: 'column', ...gapOf(gap) }) as const;

/** Children side by side that wrap onto more lines when they run out of room (chips, actions). */
export const cluster = (gap: Space) =>
  ({ display: 'flex', flexWrap: 'wrap', gap: vars.space[gap] }) as const;

/** Children on one line, centred across it (a toolbar, a label beside its icon). */
export const centredRow = (gap?: Space) =>
  ({ display: 'flex', alignItems: 'center', ...gapOf(gap) }) as const;

/** The same row as an inline box, for a control that sits in a line of text or buttons. */
export const inlineRow = (gap?: Space) =>
  ({ display: 'inline-flex', alignItems: 'center', ...gapOf(gap) }) as const;

/** Content centred both ways in its box (a placeholder tile, a figure). */
export const centred = { display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

/** The same centring as an inline box (an icon button, a count badge). */
export const inlineCentred = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** A list without bullets, indent or margins: its own style lays the items out. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The page's content column: no wider than the container, centred. */
export const pageColumn = { maxWidth: vars.size.containerMax, marginInline: 'auto' } as const;

/** A panel on the page: the surface colour inside the theme's hairline border. */
export const surfacePanel = (radius: Radius = 'lg') =>
  ({
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius[radius],
    background: vars.color.surface,
  }) as const;

/** A popup above the page (a menu, a listbox, a dialog): raised surface, border and deep shadow. */
export const popupSurface = (radius: Radius) =>
  ({
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius[radius],
    boxShadow: vars.shadow.lg,
  }) as const;

/**
 * An option in a popup list (a select's item, a menu's item); with `highlightedOption` on its
 * `[data-highlighted]` state, since a spread `selectors` key would replace the option's own.
 */
export const popupOption = {
  ...centredRow(),
  minHeight: vars.size.controlMd,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
} as const;

/** The option the keyboard or pointer is on: the inset focus ring on the hover surface. */
export const highlightedOption = {
  ...focusOutlineInset,
  background: vars.color.surfaceHover,
} as const;

/** One line of text, cut
 with an ellipsis where it does not fit. */
export const truncate = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** A small label in capitals over a group (a footer column, a list of suggestions). */
export const eyebrow = {
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
} as const;

/** Secondary text: muted, at the small size. */
export const mutedSmall = { color: vars.color.textMuted, fontSize: vars.fontSize.sm } as const;

/** The tinted look of a message in a tone: its subtle background with the tone's text colour. */
export const toneSubtle = {
  success: { background: vars.color.successSubtle, color: vars.color.successText },
  critical: { background: vars.color.criticalSubtle, color: vars.color.criticalText },
  warning: { background: vars.color.warningSubtle, color: vars.color.warningText },
  info: { background: vars.color.infoSubtle, color: vars.color.infoText },
} as const;
