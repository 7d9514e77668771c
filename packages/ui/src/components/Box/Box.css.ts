import { globalStyle, style } from '@vanilla-extract/css';

/** A Box rendered as a list drops the bullets and the indent: its layout props do the spacing. */
export const list = style({});

// Without specificity, so any spacing prop or caller's class on the list still wins.
globalStyle(`:where(${list})`, { padding: 0, listStyle: 'none' });
