import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { media } from '../../styles/media';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SidebarLayout.css';

export type SidebarLayoutLink = {
  /** Where the link goes, e.g. `/dashboard/inbox`. */
  href: string;
  /** The visible text, e.g. `Inbox`. */
  label: string;
  /** Drawn after the label, e.g. a count Badge (give it hidden words: `3 unread`). */
  badge?: ReactNode;
};

/** A list of links in the sidebar, with an optional visible name (`User Management`). */
export type SidebarLayoutGroup = {
  label?: string;
  links: readonly SidebarLayoutLink[];
};

/** What `renderLink` receives: spread it on your router's link (`to={href}` for React Router). */
export type SidebarLayoutLinkRenderProps = {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export type SidebarLayoutProps = {
  /** Names the sidebar's navigation, e.g. `Dashboard`. */
  navLabel: string;
  /** The sidebar's links, in groups. */
  groups: readonly SidebarLayoutGroup[];
  /** Renders each link with the app's router; a plain `<a>` by default. */
  renderLink?: (props: SidebarLayoutLinkRenderProps) => ReactNode;
  /**
   * The path shown: marks its link as the current page, and a change of it closes the drawer and
   * takes focus (and the scroll position) to the top of the content.
   */
  currentPath?: string;
  /**
   * Content at the end of the sidebar, after the groups, e.g. a link out of the app; it is given
   * the class name of the sidebar's links.
   */
  sidebarFooter?: (linkClassName: string) => ReactNode;
  /** The top bar's content after the menu button: a name, a search box, account actions. */
  header?: ReactNode;
  /** The menu button's name, also the drawer's. Default `Menu`. */
  menuLabel?: string;
  /** The page's content, inside `<main>`. */
  children: ReactNode;
  className?: string;
};

const defaultRenderLink = ({ children, ...props }: SidebarLayoutLinkRenderProps) => (
  <a {...props}>{children}</a>
);

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function useBelowDesktop(): boolean {
  const query = () =>
    typeof window !== 'undefined' && !!window.matchMedia?.(media.belowDesktop).matches;
  const [below, setBelow] = useState(query);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const list = window.matchMedia(media.belowDesktop);
    const onChange = () => setBelow(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return below;
}

/**
 * An app's signed-in frame: a top bar (menu button and the app's own content) over a sidebar of
 * links and the main content. From 1024 px the sidebar sits beside the content and the menu
 * button shows or hides it; below, it is a modal drawer (Radix Dialog: focus moves to its first
 * link and stays inside, Escape or a press on the dimmed page closes it, focus returns to the
 * menu button, the page does not scroll behind it).
 */
export function SidebarLayout({
  navLabel,
  groups,
  renderLink = defaultRenderLink,
  currentPath,
  sidebarFooter,
  header,
  menuLabel = 'Menu',
  children,
  className,
}: SidebarLayoutProps) {
  const narrow = useBelowDesktop();
  const [openWide, setOpenWide] = useState(true);
  const [openNarrow, setOpenNarrow] = useState(false);
  const open = narrow ? openNarrow : openWide;
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  // A new page closes the drawer, and reading starts again at the top of its content.
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setOpenNarrow(false);
  }
  useEffect(() => {
    if (currentPath === undefined) return;
    mainRef.current?.focus({ preventScroll: true });
    document.documentElement.scrollTop = 0;
  }, [currentPath]);

  const isCurrent = (href: string) =>
    currentPath !== undefined && normalise(href) === normalise(currentPath);

  const nav = (
    <>
      {groups.map((group, index) => {
        const labelId = `${sidebarId}-group-${index}`;
        return (
          <div key={group.label ?? index}>
            {group.label ? (
              <p className={styles.groupLabel} id={labelId}>
                {group.label}
              </p>
            ) : null}
            <ul className={styles.list} aria-labelledby={group.label ? labelId : undefined}>
              {group.links.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    className: styles.link,
                    'aria-current': isCurrent(link.href) ? 'page' : undefined,
                    onClick: () => setOpenNarrow(false),
                    children: (
                      <>
                        <span>{link.label}</span>
                        {link.badge}
                      </>
                    ),
                  })}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {sidebarFooter ? <div className={styles.footer}>{sidebarFooter(styles.link)}</div> : null}
    </>
  );

  return (
    <div className={cx(styles.shell, className)}>
      <header className={styles.header}>
        <IconButton
          ref={toggleRef}
          aria-label={menuLabel}
          aria-expanded={open}
          aria-controls={open ? sidebarId : undefined}
          aria-haspopup={narrow ? 'dialog' : undefined}
          onClick={() => (narrow ? setOpenNarrow(!openNarrow) : setOpenWide(!openWide))}
        >
          <svg className={styles.menuIcon} viewBox="0 0 20 20" focusable="false">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </IconButton>
        {header}
      </header>
      <div className={styles.body}>
        {narrow ? (
          <RadixDialog.Root open={openNarrow} onOpenChange={setOpenNarrow}>
            <RadixDialog.Portal>
              <RadixDialog.Overlay className={styles.scrim} />
              <RadixDialog.Content
                id={sidebarId}
                className={styles.drawer}
                aria-describedby={undefined}
                ref={drawerRef}
                onOpenAutoFocus={(event) => {
                  // Radix leaves links out when it picks what to focus, and the drawer holds only
                  // links: take keyboard users straight to the first one.
                  const first = drawerRef.current?.querySelector<HTMLElement>('a[href]');
                  if (!first) return;
                  event.preventDefault();
                  first.focus();
                }}
                onCloseAutoFocus={(event) => {
                  // The menu button is not a Radix trigger, so focus goes back to it by hand;
                  // unless a new page already took it to its content.
                  event.preventDefault();
                  const active = document.activeElement;
                  if (!active || active === document.body) toggleRef.current?.focus();
                }}
              >
                <VisuallyHidden>
                  <RadixDialog.Title>{menuLabel}</RadixDialog.Title>
                </VisuallyHidden>
                <nav aria-label={navLabel}>{nav}</nav>
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>
        ) : openWide ? (
          <nav id={sidebarId} aria-label={navLabel} className={styles.sidebar}>
            {nav}
          </nav>
        ) : null}
        <main ref={mainRef} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
