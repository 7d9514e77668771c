import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { quietNote } from '../../styles/blocks.css';
import { cluster, centredRow, mutedSmall } from '../../styles/layout';

export const pagination = style({
  ...cluster('3'),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const summary = quietNote;

export const pageSize = style({ minWidth: `calc(${vars.size.controlLg} * 3)` });

export const pager = style(centredRow('2'));

export const pageOf = style({ ...mutedSmall, whiteSpace: 'nowrap' });
