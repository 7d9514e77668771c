import { useCommentCounts } from '../../api/dashboard/comments';
import type { Role } from '@studio/contracts';
import {
  Badge,
  Button,
  SidebarLayout,
  Stack,
  VisuallyHidden,
  type SidebarLayoutGroup,
} from '@studio/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccountMenu, LogoutButton } from '../../account/AccountMenu';
import { useDashboardCounts } from '../../api/dashboard/counts';
import { useStudioName } from '../../api/dashboard/website';
import * as styles from './DashboardLayout.css';
import { SearchContext } from './SearchContext';
import { dashboardPath } from '../../routePaths';
import { hrefOf, navGroups, sectionLinksFor, type SectionLink } from './sections';

/**
 * The signed-in frame (the package's SidebarLayout): a top bar with the search over the
 * section's list, View Website, Logout and the account menu, and the sections in the sidebar.
 */
export function DashboardLayout({ role, children }: { role: Role; children: ReactNode }) {
  const location = useLocation();
  const [search, setSearch] = useState('');
  const searchState = useMemo(() => ({ search, setSearch }), [search]);
  const studioName = useStudioName();
  const counts = useDashboardCounts();
  const pending = counts.data?.counts.signupRequests?.pending ?? 0;
  const unread = counts.data?.counts.unreadMessages ?? 0;
  const commentCounts = useCommentCounts();
  const pendingComments = commentCounts.data?.pending ?? 0;

  // A new section starts with an empty search.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setSearch('');
  }

  const badgeOf = (section: SectionLink['section']) => {
    if (section === 'signup-requests' && pending > 0)
      return (
        <Badge tone="warning">
          {pending}
          <VisuallyHidden> pending</VisuallyHidden>
        </Badge>
      );
    if (section === 'content/comments' && pendingComments > 0)
      return (
        <Badge tone="warning">
          {pendingComments}
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
  const links = sectionLinksFor(role);
  const linkOf = (link: SectionLink) => ({
    href: hrefOf(role, link),
    label: link.label,
    badge: badgeOf(link.section),
  });
  const ungrouped = links.filter((link) => !link.group);
  const headed = navGroups.flatMap(({ group }): SidebarLayoutGroup[] => {
    const grouped = links.filter((link) => link.group === group);
    return grouped.length > 0 ? [{ label: group, links: grouped.map(linkOf) }] : [];
  });
  // The links without a group first (Dashboard, Inbox, Website Management), then each headed
  // group: a link after a group would read as one of its own.
  const groups: SidebarLayoutGroup[] = [{ links: ungrouped.map(linkOf) }, ...headed];

  return (
    <SidebarLayout
      navLabel="Dashboard"
      groups={groups}
      currentPath={location.pathname}
      renderLink={({ href, children: content, ...props }) => (
        <Link to={href} {...props}>
          {content}
        </Link>
      )}
      sidebarFooter={(linkClassName) => (
        <div className={styles.showBelow600}>
          <a href="/" target="_blank" rel="noopener noreferrer" className={linkClassName}>
            View Website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </div>
      )}
      header={
        <>
          <span className={styles.brand}>{studioName} Admin</span>
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
          <Stack direction="row" align="center" gap="2" className={styles.headerActions}>
            <Button asChild variant="ghost" className={styles.hideBelow600}>
              <a href="/" target="_blank" rel="noopener noreferrer">
                View Website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </Button>
            <LogoutButton />
            <AccountMenu />
          </Stack>
        </>
      }
    >
      <SearchContext.Provider value={searchState}>{children}</SearchContext.Provider>
    </SidebarLayout>
  );
}
