import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { quietNote } from '../../styles/blocks.css';
import { stack } from '../../styles/layout';

export const text = style({
  ...stack('1'),
  minWidth: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const description = quietNote;
