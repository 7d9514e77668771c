export {
  SiteSearch,
  siteSearchDropdowns,
  type SiteSearchItem,
  type SiteSearchProps,
} from './SiteSearch';
