import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const fill = style({ height: '100%' });

export const body = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });
