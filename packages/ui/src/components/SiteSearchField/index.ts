export { SiteSearchField, type SiteSearchFieldProps } from './SiteSearchField';
