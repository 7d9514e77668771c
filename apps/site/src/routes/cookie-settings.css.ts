import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const policy = style({ fontSize: vars.fontSize.sm });
