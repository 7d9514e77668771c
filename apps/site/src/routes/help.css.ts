import { style } from '@vanilla-extract/css';
import { columnList, quietNote, vars } from '@studio/ui/css';

/** The status line keeps its height while empty, so the page does not jump as results change. */
export const status = style([quietNote, { minHeight: '1.5em' }]);

export const topic = style({ height: '100%' });

export const topicText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

/** A topic's links sit at the bottom of its card, level with the cards beside it. */
export const topicLinks = style([
  columnList,
  { gap: vars.space['2'], marginTop: 'auto', fontSize: vars.fontSize.sm },
]);
