import { style } from '@vanilla-extract/css';

/** The heading with its intro, kept to a readable measure. */
export const header = style({ maxWidth: '62ch' });

/** A field that spans both columns. */
export const fullRow = style({ gridColumn: '1 / -1' });
