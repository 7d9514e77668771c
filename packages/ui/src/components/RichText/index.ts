export { RichText, type RichTextEmbed, type RichTextProps, type RichTextValue } from './RichText';
export { isAllowedHref } from './allowList';
