export { NavBar, type NavBarLink, type NavBarLinkRenderProps, type NavBarProps } from './NavBar';
