import { style } from '@vanilla-extract/css';
import { quietNote, vars } from '@studio/ui/css';

const below480 = 'screen and (max-width: 480px)';

/**
 * Terms as wide as the longest one, up to 45 % of the room, beside their values (a request's or
 * a setting's details): a long term wraps rather than squeezing its value into a sliver.
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  '@media': { [below480]: { gridTemplateColumns: '1fr' } },
});

export const term = quietNote;
export const detail = style({ overflowWrap: 'anywhere' });
