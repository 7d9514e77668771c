import { style } from '@vanilla-extract/css';

export const countdown = style({ width: '100%', maxWidth: '40rem' });

export const earlyAccess = style({ width: '100%', maxWidth: '32rem' });
