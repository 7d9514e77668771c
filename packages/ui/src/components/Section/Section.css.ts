import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';

export const sectionTones = ['plain', 'callout'] as const;

export const section = recipe({
  base: {
    display: 'grid',
    // Children may not widen the section (a long word, a scrolling row): they shrink or wrap.
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignContent: 'start',
  },
  variants: {
    tone: {
      plain: { gap: vars.space['5'] },
      // A raised panel that sets one short message apart (a mission, a call to subscribe).
      callout: {
        gap: vars.space['3'],
        justifyItems: 'start',
        padding: vars.space['5'],
        borderRadius: vars.radius.xl,
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
        '@media': { [media.mobileUp]: { padding: vars.space['7'] } },
      },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;

/** A heading with its intro line, kept to a readable measure. */
export const header = style({ display: 'grid', gap: vars.space['2'], maxWidth: '62ch' });
