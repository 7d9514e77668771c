export { SiteSearch, type SiteSearchItem, type SiteSearchProps } from './SiteSearch';
