import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const section = style({ display: 'grid', gap: vars.space['5'], alignContent: 'start' });

/** A section's heading with its intro line. */
export const sectionHeader = style({ display: 'grid', gap: vars.space['2'], maxWidth: '62ch' });
