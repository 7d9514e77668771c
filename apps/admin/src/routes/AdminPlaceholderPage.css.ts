import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const page = style({ paddingBlock: vars.space['9'] });
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'] });
export const lead = style({ color: vars.color.textMuted });
