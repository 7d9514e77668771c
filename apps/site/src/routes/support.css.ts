import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const channel = style({
  display: 'grid',
  gridTemplateRows: '1fr auto',
  gap: vars.space['4'],
  height: '100%',
});

export const channelLink = style({ overflowWrap: 'anywhere', justifySelf: 'start' });

/** The form card keeps to a reading width on wide screens. */
export const formCard = style({ maxWidth: '52rem' });
