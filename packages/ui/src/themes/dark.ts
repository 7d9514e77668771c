import '../styles/reset.css';
export { darkTheme as themeClass } from '../theme/themes.css';
export { darkTokens as tokens } from '../theme/tokens';
