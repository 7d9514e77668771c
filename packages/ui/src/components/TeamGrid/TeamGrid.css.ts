import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { stack, bareList } from '../../styles/layout';

export const section = style(stack('5'));

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  ...bareList,

  '@media': {
    [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

export const item = style({ minWidth: 0 });

export const action = style({ display: 'flex', justifyContent: 'center' });
