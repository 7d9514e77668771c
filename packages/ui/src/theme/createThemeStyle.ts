import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { vars } from './contract.css';
import type { ThemeTokens } from './tokens';

/**
 * A theme as an inline style object, for studios that re-brand `@studio/ui` without a
 * vanilla-extract build step: `<html style={createThemeStyle(myTokens)}>` or on any wrapper.
 */
export function createThemeStyle(tokens: ThemeTokens): CSSProperties {
  const { colorScheme, ...values } = tokens;
  return { ...assignInlineVars(vars, values), colorScheme } as CSSProperties;
}
