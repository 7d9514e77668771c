import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const answer = style({ lineHeight: vars.lineHeight.relaxed });
