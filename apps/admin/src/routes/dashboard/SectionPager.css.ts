import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const pager = style({ marginTop: vars.space['4'] });
