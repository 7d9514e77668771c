import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { stack, centredRow, surfacePanel, truncate, mutedSmall } from '../../styles/layout';
import * as sliderStyles from '../Slider/Slider.css';

const transition = `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`;

/*
 * Narrow: cover | title and artist (genre and duration beneath) | button, progress below.
 * From 768 px: cover | title and artist | genre | duration | button, progress under the text.
 */
export const root = style({
  display: 'grid',
  // The genre may shrink (ellipsis); the duration never does.
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: `"cover info info action" "cover genre duration action" "progress progress progress progress"`,
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  padding: vars.space['3'],
  ...surfacePanel(),
  color: vars.color.text,
  transition,
  selectors: {
    '&:focus-within': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.borderStrong,
    },
    '&[data-state="playing"], &[data-state="loading"]': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.accent,
    },
    '&[data-message]': {
      gridTemplateAreas: `"cover info info action" "cover genre duration action" "progress progress progress progress" "message message message message"`,
    },
  },
  '@media': {
    [media.mobileUp]: {
      gridTemplateColumns: 'auto minmax(0, 2fr) minmax(0, 1fr) auto auto',
      gridTemplateAreas: `"cover info genre duration action" "cover progress progress progress action"`,
      columnGap: vars.space['4'],
      paddingInline: vars.space['4'],
      selectors: {
        '&[data-message]': {
          gridTemplateAreas: `"cover info genre duration action" "cover progress progress progress action" "message message message message message"`,
        },
      },
    },
  },
});

/** A line about the row's preview (e.g. it could not play), under the row. */
export const message = style({
  gridArea: 'message',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.criticalText,
});

export const cover = style({
  gridArea: 'cover',
  display: 'block',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
  alignSelf: 'start',
  '@media': {
    [media.mobileUp]: {
      width: `calc(${vars.size.controlLg} + ${vars.space['3']})`,
      height: `calc(${vars.size.controlLg} + ${vars.space['3']})`,
      alignSelf: 'center',
    },
  },
});

export const info = style({
  gridArea: 'info',
  ...stack('1'),
  minWidth: 0,
});

// A long title wraps to a second line before it is cut, so a narrow phone still shows most of it.
export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const artist = style({ ...truncate, margin: 0, ...mutedSmall });

export const genre = style({
  gridArea: 'genre',
  justifySelf: 'start',
  maxWidth: '100%',
  ...truncate,
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.neutralSubtle,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const duration = style({
  gridArea: 'duration',
  ...mutedSmall,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.mobileUp]: { justifySelf: 'end' } },
});

/** The button, with the preview's length beside it (under it on phones, where width is short). */
export const actionCell = style({
  gridArea: 'action',
  justifySelf: 'end',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  '@media': { [media.mobileUp]: { flexDirection: 'row', gap: vars.space['3'] } },
});

export const previewLength = style({
  ...mutedSmall,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [media.belowMobile]: { order: 1 } },
});

export const action = style({
  // Keeps the row from jumping as the label changes between Play, Loading... and Pause.
  minWidth: `calc(${vars.size.controlLg} * 2)`,
  '@media': { [media.belowMobile]: { minHeight: vars.size.controlLg } },
});

export const progress = style({
  gridArea: 'progress',
  ...centredRow('3'),
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const time = style({ flexShrink: 0, minWidth: vars.space['6'] });

/** The progress bar: the Slider's look (its track, range and thumb), between the two times. */
export const sliderRoot = style([sliderStyles.root, { flex: 1, minWidth: 0 }]);

export const icon = style({ width: '1em', height: '1em', fill: 'currentColor' });
