export { Text, textElements, type TextProps } from './Text';
export { textAligns, textSizes, textTones, textWeights } from './Text.css';
