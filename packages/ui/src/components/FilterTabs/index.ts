export { FilterTabs, type FilterTabsOption, type FilterTabsProps } from './FilterTabs';
export { filterTabsOverflows } from './FilterTabs.css';
