import { style } from '@vanilla-extract/css';

export const search = style({ maxWidth: '40rem' });
