import { style } from '@vanilla-extract/css';

/** Passwords are not spell-checked or auto-capitalised; the box keeps the TextField look. */
export const input = style({ letterSpacing: 'normal' });
