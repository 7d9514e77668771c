export { vars } from './contract.css';
export { darkTheme, lightTheme } from './themes.css';
export { createThemeStyle } from './createThemeStyle';
export {
  breakpoints,
  darkTokens,
  lightTokens,
  textColorPairs,
  uiColorPairs,
  type ColorTokens,
  type ThemeTokens,
} from './tokens';
