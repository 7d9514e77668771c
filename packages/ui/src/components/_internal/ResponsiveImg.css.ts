import { style } from '@vanilla-extract/css';

/** The `<picture>` adds no box: the image lays out exactly as it would alone. */
export const picture = style({ display: 'contents' });
