import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens, type ThemeTokens } from './tokens';

const themeValues = ({ colorScheme: _colorScheme, ...values }: ThemeTokens) => values;

/** Class names that set every contract variable: apply one to `<html>` (or any subtree). */
export const darkTheme = createTheme(vars, themeValues(darkTokens), 'studio-dark');
export const lightTheme = createTheme(vars, themeValues(lightTokens), 'studio-light');

globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });

// Reduced motion shortens durations instead of removing animations, so `animationend` still
// fires and Radix Presence can unmount closing dialogs, menus and toasts.
for (const theme of [darkTheme, lightTheme]) {
  globalStyle(`.${theme}`, {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: {
          [vars.duration.fast]: '1ms',
          [vars.duration.normal]: '1ms',
          [vars.duration.slow]: '1ms',
        },
      },
    },
  });
}
