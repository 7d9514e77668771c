import type { Role } from '@studio/contracts';
import { Badge, Button, IconButton, VisuallyHidden } from '@studio/ui';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { AccountMenu, LogoutButton } from '../../account/AccountMenu';
import { useDashboardCounts } from '../../api/dashboard/counts';
import { studio } from '../../studio';
import * as styles from './DashboardLayout.css';
import { SearchContext } from './SearchContext';
import { dashboardPath } from '../../routePaths';
import { hrefOf, navGroups, sectionLinksFor } from './sections';

const NARROW = '(max-width: 900px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

/**
 * The signed-in frame: a top bar (sidebar toggle, search over the section's list, View Website,
 * Logout, account) and a 280 px sidebar that sits beside the content on wide screens and slides
 * over it below 900 px.
 */
export function DashboardLayout({ role, children }: { role: Role; children: ReactNode }) {
  const location = useLocation();
  const narrow = useNarrow();
  const [openWide, setOpenWide] = useState(true);
  const [openNarrow, setOpenNarrow] = useState(false);
  const open = narrow ? openNarrow : openWide;
  const setOpen = narrow ? setOpenNarrow : setOpenWide;
  const [search, setSearch] = useState('');
  const searchState = useMemo(() => ({ search, setSearch }), [search]);
  const sidebarId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const counts = useDashboardCounts();
  const pending = counts.data?.counts.signupRequests?.pending ?? 0;
  const unread = counts.data?.counts.unreadMessages ?? 0;

  // A new section starts with an empty search, a closed overlay and focus on its content.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setSearch('');
    setOpenNarrow(false);
  }
  useEffect(() => {
    mainRef.current?.focus({ preventScroll: true });
    document.documentElement.scrollTop = 0;
  }, [location.pathname]);

  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The overlay opens over the content: take keyboard users straight to its links.
    if (narrow && openNarrow) navRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [narrow, openNarrow]);

  useEffect(() => {
    if (!(narrow && openNarrow)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenNarrow(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [narrow, openNarrow]);

  const links = sectionLinksFor(role);
  const ungrouped = links.filter((link) => !link.group);
  const badgeOf = (section: string | undefined) => {
    if (section === 'signup-requests' && pending > 0)
      return (
        <Badge tone="warning">
          {pending}
          <VisuallyHidden> pending</VisuallyHidden>
        </Badge>
      );
    if (section === 'inbox' && unread > 0)
      return (
        <Badge tone="info">
          {unread}
          <VisuallyHidden> unread</VisuallyHidden>
        </Badge>
      );
    return null;
  };
  const item = (link: (typeof links)[number]) => (
    <li key={link.label}>
      <NavLink to={hrefOf(role, link)} end className={styles.navLink}>
        <span>{link.label}</span>
        {badgeOf(link.section)}
      </NavLink>
    </li>
  );

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <IconButton
          ref={toggleRef}
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpen(!open)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </IconButton>
        <span className={styles.brand}>{studio.name} Admin</span>
        {/* The overview has no table to search: the box belongs to the sections. */}
        {location.pathname === dashboardPath(role) ? (
          <span className={styles.search} />
        ) : (
          <form
            role="search"
            className={styles.search}
            onSubmit={(event) => event.preventDefault()}
          >
            <label>
              <VisuallyHidden>Search this section</VisuallyHidden>
              <input
                type="search"
                className={styles.searchInput}
                placeholder="Search..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
          </form>
        )}
        <div className={styles.headerActions}>
          <Button asChild variant="ghost" className={styles.hideBelow600}>
            <a href="/" target="_blank" rel="noopener noreferrer">
              View Website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Button>
          <LogoutButton />
          <AccountMenu />
        </div>
      </header>
      <div className={styles.body}>
        {narrow && open ? (
          <button
            type="button"
            className={styles.scrim}
            aria-label="Close menu"
            tabIndex={-1}
            onClick={() => setOpenNarrow(false)}
          />
        ) : null}
        <nav
          ref={navRef}
          id={sidebarId}
          aria-label="Dashboard"
          className={styles.sidebar}
          data-state={open ? 'open' : 'closed'}
        >
          <ul className={styles.navList}>{ungrouped.slice(0, 1).map(item)}</ul>
          {navGroups.map(({ group, key }) => {
            const grouped = links.filter((link) => link.group === group);
            if (grouped.length === 0) return null;
            return (
              <Fragment key={key}>
                <p className={styles.navGroup} id={`${sidebarId}-${key}`}>
                  {group}
                </p>
                <ul className={styles.navList} aria-labelledby={`${sidebarId}-${key}`}>
                  {grouped.map(item)}
                </ul>
              </Fragment>
            );
          })}
          <ul className={`${styles.navList} ${styles.navRest}`}>{ungrouped.slice(1).map(item)}</ul>
          <a
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            className={`${styles.navLink} ${styles.showBelow600}`}
          >
            View Website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </nav>
        <main ref={mainRef} tabIndex={-1} className={styles.main}>
          <SearchContext.Provider value={searchState}>{children}</SearchContext.Provider>
        </main>
      </div>
    </div>
  );
}
