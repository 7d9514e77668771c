export {
  SidebarLayout,
  type SidebarLayoutGroup,
  type SidebarLayoutLink,
  type SidebarLayoutLinkRenderProps,
  type SidebarLayoutProps,
} from './SidebarLayout';
