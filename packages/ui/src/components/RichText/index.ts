export { RichText, type RichTextProps, type RichTextValue } from './RichText';
export { isAllowedHref } from './allowList';
