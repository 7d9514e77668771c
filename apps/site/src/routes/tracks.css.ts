import { style } from '@vanilla-extract/css';

/** The library reads best at a comfortable line length on wide screens. */
export const library = style({ maxWidth: '64rem', width: '100%' });
