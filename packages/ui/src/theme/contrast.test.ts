import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { tanpuraTokens } from '../stories/sampleBrand';
import { darkTokens, lightTokens, textColorPairs, uiColorPairs } from './tokens';

// The example brand of docs/design-system.md is held to the same pairs as the shipped themes.
const themes = { dark: darkTokens, light: lightTokens, 'example brand': tanpuraTokens };

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});

describe.each(Object.entries(themes))('the %s theme', (_name, tokens) => {
  it.each(textColorPairs)('draws %s text on %s at WCAG AA contrast (4.5:1)', (fg, bg) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiColorPairs)('draws %s against %s at the 3:1 non-text contrast', (fg, bg) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(3);
  });
});
