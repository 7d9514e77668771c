import { style } from '@vanilla-extract/css';

/** A page's own title with its eyebrow and intro, kept to a readable measure. */
export const titleBlock = style({ maxWidth: '62ch' });
