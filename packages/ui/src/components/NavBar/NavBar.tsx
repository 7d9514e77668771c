import { Cross2Icon, HamburgerMenuIcon } from '@radix-ui/react-icons';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { media } from '../../styles/media';
import { intentLoader } from '../_internal/intentLoader';
import { cx } from '../_internal/cx';
import type { NavBarMenuProps } from './NavBarMenu';
import * as styles from './NavBar.css';

type Menu = ComponentType<NavBarMenuProps>;
/** The menu dialog's code, loaded once on the first sign of intent (see NavBar). */
const { load: loadMenu, loaded: loadedMenuNow } = intentLoader<Menu>(() =>
  import('./NavBarMenu').then((module) => module.NavBarMenu),
);

export type NavBarLink = {
  /** Where the link goes, e.g. `/music`. */
  href: string;
  /** The visible text, e.g. `Music`. */
  label: string;
};

/** What `renderLink` receives: spread it on your router's link (`to={href}` for React Router). */
export type NavBarLinkRenderProps = {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export type NavBarProps = {
  /** The site's logo or name, shown in the link home. Give an image an `alt` (or pass `homeLabel`). */
  logo: ReactNode;
  /** Where the logo links. Default `/`. */
  homeHref?: string;
  /** An accessible name for the home link when the logo has no text, e.g. `Example Records, home`. */
  homeLabel?: string;
  /** Main links, shown in the bar from 1024 px and first in the menu below it (About, Music, Video, Newsroom). */
  links: ReadonlyArray<NavBarLink>;
  /** Links shown only in the menu, after the main ones (Contact, Support). */
  extraLinks?: ReadonlyArray<NavBarLink>;
  /**
   * The current route's path. Links with this `href` get `aria-current="page"`. It is also the
   * route-change signal: when it changes, an open menu closes.
   */
  currentPath?: string;
  /**
   * Renders every link (home, bar and menu), so the app's router link is used and no page reloads.
   * Default: a plain `<a>`.
   */
  renderLink?: (props: NavBarLinkRenderProps) => ReactNode;
  /**
   * Called when a link is chosen (before the menu closes). To let the close animation play first,
   * call `event.preventDefault()` and navigate about 100 ms later.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Renders a "Skip to content" link as the first Tab stop, pointing here (e.g. `#main`). */
  skipToContentHref?: string;
  /** Text of the skip link. Default `Skip to content`. */
  skipToContentLabel?: string;
  /** Name of the navigation landmark. Default `Main`. */
  navLabel?: string;
  /** Accessible names of the menu button. Defaults `Open menu` / `Close menu`. */
  openMenuLabel?: string;
  /** Accessible name of the menu button while the menu is open. Default `Close menu`. */
  closeMenuLabel?: string;
  /** Title of the menu dialog, read when it opens. Default `Menu`. */
  menuTitle?: string;
  /** Extra controls at the end of the bar (a search button, a theme switch). */
  actions?: ReactNode;
  /** Menu open state, controlled. */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class name of the bar (the `<header>`). */
  className?: string;
};

const defaultRenderLink = ({ children, ...props }: NavBarLinkRenderProps) => (
  <a {...props}>{children}</a>
);

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function MenuIcon({ open }: { open: boolean }) {
  const Icon = open ? Cross2Icon : HamburgerMenuIcon;
  return <Icon className={styles.icon} aria-hidden="true" focusable="false" />;
}

/**
 * The site's fixed top bar (44 px): a logo linking home, the main links from 1024 px, and below
 * 1024 px a menu button opening a modal menu with the main and extra links. Content-agnostic: the
 * app passes the logo, links, current path and its router's link.
 */
export function NavBar({
  logo,
  homeHref = '/',
  homeLabel,
  links,
  extraLinks = [],
  currentPath,
  renderLink = defaultRenderLink,
  onNavigate,
  skipToContentHref,
  skipToContentLabel = 'Skip to content',
  navLabel = 'Main',
  openMenuLabel = 'Open menu',
  closeMenuLabel = 'Close menu',
  menuTitle = 'Menu',
  actions,
  open: openProp,
  onOpenChange,
  className,
}: NavBarProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: false,
    onChange: onOpenChange,
    caller: 'NavBar',
  });
  const closeMenu = useEffectEvent(() => setOpen(false));
  const menuButton = useRef<HTMLButtonElement>(null);
  // The dialog's code loads on intent (pointer over the button, focus, touch, a press); a press
  // opens the menu as soon as it has loaded, so the first press is never lost.
  // (An initialiser function: a component passed directly would be called as one.)
  const [Menu, setMenu] = useState<Menu | undefined>(() => loadedMenuNow());
  const menuId = `navbar-menu-${useId()}`;
  const prepareMenu = () => {
    if (Menu) return;
    loadMenu().then(
      (loaded) => setMenu(() => loaded),
      () => undefined,
    );
  };

  // A route change signalled by the app closes the menu.
  const previousPath = useRef(currentPath);
  useEffect(() => {
    if (previousPath.current !== currentPath) {
      previousPath.current = currentPath;
      closeMenu();
    }
  }, [currentPath]);

  // Growing past 1024 px hides the menu button: close the menu rather than leave it stranded.
  useEffect(() => {
    if (!open || typeof window === 'undefined' || !window.matchMedia) return;
    const desktop = window.matchMedia(media.desktop);
    const close = () => {
      if (desktop.matches) closeMenu();
    };
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [open]);

  const isCurrent = (href: string) =>
    currentPath !== undefined && normalise(href) === normalise(currentPath);

  const link = (item: NavBarLink, linkClass: string, inMenu: boolean) =>
    renderLink({
      href: item.href,
      className: linkClass,
      children: item.label,
      'aria-current': isCurrent(item.href) ? 'page' : undefined,
      onClick: (event) => {
        onNavigate?.(item.href, event);
        if (inMenu) setOpen(false);
      },
    });

  const homeLink = (inMenu: boolean) =>
    renderLink({
      href: homeHref,
      className: styles.home,
      children: logo,
      'aria-label': homeLabel,
      'aria-current': isCurrent(homeHref) ? 'page' : undefined,
      onClick: (event) => {
        onNavigate?.(homeHref, event);
        if (inMenu) setOpen(false);
      },
    });

  return (
    <>
      {/* `right-scroll-bar-position` is react-remove-scroll's hook (used by Radix Dialog's scroll
          lock) that keeps fixed elements from jumping when the page scrollbar is removed. */}
      <header className={cx(styles.bar, 'right-scroll-bar-position', className)}>
        <div className={styles.inner}>
          {skipToContentHref ? (
            <a className={styles.skipLink} href={skipToContentHref}>
              {skipToContentLabel}
            </a>
          ) : null}
          {homeLink(false)}
          <nav aria-label={navLabel} className={styles.desktopNav}>
            <ul className={styles.desktopList}>
              {links.map((item) => (
                <li key={item.href}>{link(item, styles.desktopLink, false)}</li>
              ))}
            </ul>
          </nav>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-label={open ? closeMenuLabel : openMenuLabel}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            data-state={open ? 'open' : 'closed'}
            onPointerEnter={prepareMenu}
            onTouchStart={prepareMenu}
            onFocus={prepareMenu}
            onClick={() => {
              prepareMenu();
              setOpen(!open);
            }}
          >
            <MenuIcon open={open} />
          </button>
        </div>
      </header>
      {Menu ? (
        <Menu
          open={open}
          onOpenChange={setOpen}
          id={menuId}
          trigger={menuButton}
          title={menuTitle}
          closeLabel={closeMenuLabel}
          home={homeLink(true)}
        >
          <nav aria-label={navLabel} className={styles.menuNav}>
            <ul className={styles.menuList}>
              {links.map((item) => (
                <li key={item.href}>{link(item, styles.menuLink, true)}</li>
              ))}
            </ul>
            {extraLinks.length > 0 ? (
              <ul className={styles.menuList}>
                {extraLinks.map((item) => (
                  <li key={item.href}>{link(item, styles.menuLink, true)}</li>
                ))}
              </ul>
            ) : null}
          </nav>
        </Menu>
      ) : null}
    </>
  );
}
