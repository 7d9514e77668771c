import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.textMuted,
  },
  variants: {
    state: {
      saved: { color: vars.color.successText },
      saving: {},
      unsaved: { color: vars.color.textMuted },
      offline: { color: vars.color.warningText },
      error: { color: vars.color.criticalText },
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
