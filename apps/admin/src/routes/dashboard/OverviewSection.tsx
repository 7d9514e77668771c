import type { Role } from '@studio/contracts';
import { Badge, Card, Grid, Heading, Stack, StatList, Text } from '@studio/ui';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useDashboardCounts } from '../../api/dashboard/counts';
import { usePageTitle } from '../../usePageTitle';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';
import * as cardStyles from './cards.css';
import { WEBSITE_VIEW_ONLY, hrefOf, sectionLinksFor } from './sections';
import type { DashboardSection } from '../../routePaths';

// Typed by section, so a new section cannot reach the overview without its line.
const SECTION_BLURBS: Record<DashboardSection, string> = {
  'signup-requests': 'Review who asked for admin access: approve, reject, block or freeze.',
  'admin-users': 'Everyone who can sign in here, their status and last sign-in.',
  inbox: 'Contact, support and early-access messages from the website.',
  website: "The studio's name, contacts, address, launch date and each page's hero copy.",
  content:
    'Articles, releases, tracks, people, jobs, FAQs and help topics: write, schedule, publish.',
  'content/media': 'The images and audio previews the site uses: upload, describe, replace.',
  'content/comments': "Visitors' comments on articles: approve, reject, mark as spam or delete.",
  'audit-log': 'Every sign-in, review and account action, with who, when and from where.',
  settings: 'The session, security, backup and performance settings in force.',
};

/** The first screen: real counts, and a card per section. */
export function OverviewSection({ role }: { role: Role }) {
  usePageTitle(role === 'super_admin' ? 'Super Admin Dashboard' : 'Admin Dashboard');
  const counts = useDashboardCounts();
  const data = counts.data?.counts;
  const pending = data?.signupRequests?.pending ?? 0;

  return (
    <>
      <SectionHeader
        title="Dashboard"
        description={
          role === 'super_admin'
            ? 'The studio admin area at a glance.'
            : 'New messages from the website at a glance.'
        }
      />
      {counts.isError ? (
        <LoadError
          message={errorMessage(counts.error, 'The counts could not be loaded.')}
          onRetry={() => void counts.refetch()}
        />
      ) : (
        <section aria-label="Counts">
          <StatList
            className={cardStyles.stats}
            items={[
              ...(role === 'super_admin'
                ? [
                    {
                      label: 'Admin users',
                      value: data?.adminUsers?.total,
                      detail: data?.adminUsers
                        ? `${data.adminUsers.active} active · ${data.adminUsers.blocked} blocked · ${data.adminUsers.frozen} frozen`
                        : undefined,
                    },
                    {
                      label: 'Signup requests',
                      value: data?.signupRequests?.total,
                      detail: data?.signupRequests
                        ? `${data.signupRequests.pending} pending · ${data.signupRequests.approved} approved · ${data.signupRequests.rejected} rejected · ${data.signupRequests.blocked} blocked · ${data.signupRequests.frozen} frozen`
                        : undefined,
                    },
                  ]
                : []),
              { label: 'Unread messages', value: data?.unreadMessages },
              ...(role === 'super_admin'
                ? [
                    {
                      label: 'Sign-ins today',
                      value: data?.signInsToday,
                      detail: 'Since 00:00 UTC',
                    },
                  ]
                : []),
            ]}
          />
        </section>
      )}
      <Stack gap="3">
        <Heading level={2} size="sm">
          Sections
        </Heading>
        <Grid as="ul" minItemWidth="15rem" repeat="fill" gap="4">
          {sectionLinksFor(role)
            .filter((link) => link.section)
            .map((link) => (
              <li key={link.label}>
                <Card asChild interactive padding="md">
                  <Link to={hrefOf(role, link)}>
                    <span className={cardStyles.linkCardTitle}>
                      {link.label}
                      {link.section === 'signup-requests' && pending > 0 ? (
                        <Badge tone="warning">{pending} pending</Badge>
                      ) : null}
                      {link.section === 'inbox' && (data?.unreadMessages ?? 0) > 0 ? (
                        <Badge tone="info">{data?.unreadMessages} unread</Badge>
                      ) : null}
                    </span>
                    <Text as="span" tone="muted" size="sm">
                      {link.section ? SECTION_BLURBS[link.section] : null}
                    </Text>
                    {link.section === 'website' && role !== 'super_admin' ? (
                      <Text as="span" size="sm">
                        {' '}
                        {WEBSITE_VIEW_ONLY}
                      </Text>
                    ) : null}
                  </Link>
                </Card>
              </li>
            ))}
        </Grid>
      </Stack>
    </>
  );
}
