import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { controlSizes as textFieldSizes } from '../_internal/control.css';

/** Input types a TextField supports (passwords: PasswordInput; codes: OtpInput). */
export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'search',
  'url',
  'number',
  'date',
  'datetime-local',
] as const;

export const input = style({
  selectors: {
    // Search inputs draw their own clear button and number inputs spinners; keep them subtle.
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
    '&[type="number"]': { fontVariantNumeric: 'tabular-nums' },
  },
});

export const iconSize = style({ width: '1.125em', height: '1.125em', color: vars.color.textMuted });
