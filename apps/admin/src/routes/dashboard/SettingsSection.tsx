import { Card, Grid, Heading, Spinner, Stack, Text } from '@studio/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardPath } from '../../routePaths';
import { errorMessage } from '../../api/client';
import { useConfiguration } from '../../api/dashboard/configuration';
import { usePageTitle } from '../../usePageTitle';
import { BackupDialog } from './BackupDialog';
import { LoadError } from './LoadError';
import { ScheduledBackups } from './ScheduledBackups';
import { SecuritySettingsForm } from './SecuritySettingsForm';
import { PageRenderTimes, RenderSiteAgain, mediaCacheSummary } from './SitePerformance';
import { SectionHeader } from './SectionHeader';
import * as factStyles from './facts.css';
import * as cardStyles from './cards.css';

function SettingsCard({
  title,
  description,
  facts,
  children,
}: {
  title: string;
  description: string;
  facts: ReadonlyArray<[string, ReactNode]>;
  /** Actions and lists under the facts. */
  children?: ReactNode;
}) {
  // An id of its own: a title's spaces would split aria-labelledby into several ids.
  const headingId = useId();
  return (
    <Card padding="md">
      <section aria-labelledby={headingId}>
        <Stack gap="3">
          <Heading level={2} size="sm" id={headingId}>
            {title}
          </Heading>
          <Text size="sm" tone="muted">
            {description}
          </Text>
          <dl className={factStyles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={factStyles.term}>{term}</dt>
                <dd className={factStyles.detail}>{value}</dd>
              </div>
            ))}
          </dl>
          {children}
        </Stack>
      </section>
    </Card>
  );
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The live configuration: the security values change here (unless the server's environment sets
 * them); everything else through the environment.
 */
export function SettingsSection() {
  usePageTitle('System Settings');
  const configuration = useConfiguration();
  const data = configuration.data;
  return (
    <>
      <SectionHeader
        title="System Settings"
        description="The settings the server runs with. The security values change here; the others change through the server's environment (see docs/operations.md)."
      />
      {configuration.isPending ? (
        <Spinner label="Loading the settings" />
      ) : configuration.isError || !data ? (
        <LoadError
          message={errorMessage(configuration.error, 'The settings could not be loaded.')}
          onRetry={() => void configuration.refetch()}
        />
      ) : (
        <Grid minItemWidth="15rem" repeat="fill" gap="4">
          <SettingsCard
            title="General"
            description="Who the site is and where it lives."
            facts={[
              ['Studio name', data.general.studioName],
              ['Public address', data.general.publicOrigin],
              [
                'Site updates',
                <Link
                  key="site-problems"
                  to={`${dashboardPath('super_admin', 'website')}#site-problems`}
                >
                  Pages the site could not update
                </Link>,
              ],
              [
                'Environment',
                data.general.environment === 'production' ? 'Production' : 'Development',
              ],
              [
                "Studio's identity",
                <Link key="identity" to={dashboardPath('super_admin', 'website')}>
                  Name, addresses and links in Website Management
                </Link>,
              ],
              [
                'Set by the environment',
                data.general.fromEnvironment.length > 0 ? (
                  <ul key="environment" className={cardStyles.plainList}>
                    {data.general.fromEnvironment.map((name) => (
                      <li key={name}>
                        <code>{name}</code>
                      </li>
                    ))}
                  </ul>
                ) : (
                  'Nothing: every setting has its default.'
                ),
              ],
            ]}
          >
            <Text size="sm" tone="muted">
              Settings the environment sets cannot be changed here: change them where the server is
              started, then restart it.
            </Text>
          </SettingsCard>
          <SettingsCard
            title="Security"
            description="Sessions, sign-in codes and lockout. A change is in force on every instance within 5 seconds."
            facts={[
              ['Session refreshed after', plural(data.security.sessionRefreshAfterHours, 'hour')],
              [
                'Failed attempts counted within',
                plural(data.security.lockout.windowMinutes, 'minute'),
              ],
              ['Sign-in code valid for', plural(data.security.codeLifetimeMinutes, 'minute')],
              ['New code after', plural(data.security.resendAfterSeconds, 'second')],
            ]}
          >
            <SecuritySettingsForm security={data.security} />
          </SettingsCard>
          <SettingsCard
            title="Backup & Restore"
            description="Where the data lives and how to keep a copy."
            facts={[
              [
                'Database',
                data.backup.database === 'postgresql'
                  ? 'PostgreSQL server'
                  : 'Embedded PGlite (in the data directory)',
              ],
              ['How to back up', data.backup.howTo],
            ]}
          >
            <BackupDialog />
            <ScheduledBackups />
          </SettingsCard>
          <SettingsCard
            title="Performance"
            description="Limits and services the server uses, and what this instance measured since it started (each instance has its own cache and copy of the site)."
            facts={[
              [
                'Rate limit',
                `${data.performance.authRateLimitPerMinute} requests per minute per address on each sign-in, recovery and form route`,
              ],
              [
                'Rate-limit store',
                data.performance.rateLimitStore === 'redis'
                  ? 'Redis (shared by every instance)'
                  : 'In process (one instance)',
              ],
              [
                'Mail',
                data.performance.mail === 'smtp'
                  ? 'SMTP server'
                  : 'Outbox folder (development: mails are written to files)',
              ],
              ['Largest request body', `${data.performance.bodyLimitKiB} KiB`],
              ['Media cache', mediaCacheSummary(data.performance.mediaCache)],
            ]}
          >
            <PageRenderTimes performance={data.performance} />
            <RenderSiteAgain siteRender={data.performance.siteRender} />
          </SettingsCard>
        </Grid>
      )}
    </>
  );
}
