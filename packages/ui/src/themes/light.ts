import '../styles/reset.css';
export { lightTheme as themeClass } from '../theme/themes.css';
export { lightTokens as tokens } from '../theme/tokens';
