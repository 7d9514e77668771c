import { style } from '@vanilla-extract/css';
import { media } from '@studio/ui/css';

// The country code's column fits a code such as "+91" or "IN" beside the wider phone number: a
// proportion only this form has.
export const codeAndPhone = style({
  '@media': { [media.small]: { gridTemplateColumns: '8rem 1fr' } },
});
