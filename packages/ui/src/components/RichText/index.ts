export { RichText, isAllowedHref, type RichTextProps, type RichTextValue } from './RichText';
