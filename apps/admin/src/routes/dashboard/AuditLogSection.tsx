import type { AuditEntry } from '@studio/contracts';
import { Button, Spinner, Stack, Text, TextField } from '@studio/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client';
import { useAuditLog } from '../../api/dashboard/auditLog';
import { usePageTitle } from '../../usePageTitle';
import { LoadError, Pager, RefreshButton, SectionHeader, formatDateTime } from './parts';
import * as styles from './parts.css';
import { matchesSearch, useDashboardSearch } from './SearchContext';

const PAGE_SIZE = 25;
const COLUMNS = ['Time', 'Action', 'Actor', 'Target', 'IP', 'Reason'];

function targetOf(entry: AuditEntry): string {
  if (entry.subjectEmail) return entry.subjectEmail;
  const details = entry.details ?? {};
  const id = details.requestId ?? details.userId ?? details.messageId;
  return typeof id === 'string' ? id : '—';
}

/** Every security and review event, newest first, filtered by action and actor on the server. */
export function AuditLogSection() {
  usePageTitle('Audit Log');
  const search = useDashboardSearch();
  const [filters, setFilters] = useState({ action: '', actor: '' });
  const [draft, setDraft] = useState({ action: '', actor: '' });
  const [page, setPage] = useState(1);
  const log = useAuditLog({
    page,
    pageSize: PAGE_SIZE,
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
  });
  const entries = (log.data?.items ?? []).filter((entry) =>
    matchesSearch(search, [
      entry.action,
      entry.actorEmail,
      entry.subjectEmail,
      entry.ip,
      entry.reason,
    ]),
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ action: draft.action.trim(), actor: draft.actor.trim() });
    setPage(1);
  };
  const clear = () => {
    setDraft({ action: '', actor: '' });
    setFilters({ action: '', actor: '' });
    setPage(1);
  };

  return (
    <>
      <SectionHeader
        title="Audit Log"
        description="Sign-ins, lockouts, password changes, reviews and account actions: who, what, when and from where."
        actions={<RefreshButton query={log} />}
      />
      <form className={styles.filters} onSubmit={apply} aria-label="Filter the audit log">
        <TextField
          label="Action"
          hint="An exact name, e.g. signup.approve"
          value={draft.action}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
        />
        <TextField
          label="Actor email"
          type="email"
          value={draft.actor}
          maxLength={254}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        <Stack direction="row" gap="2">
          <Button type="submit" variant="primary">
            Apply filters
          </Button>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        </Stack>
      </form>
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.isError ? (
        <LoadError
          message={errorMessage(log.error, 'The audit log could not be loaded.')}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <Text tone="muted">
          {search.trim() || filters.action || filters.actor
            ? 'No entry matches these filters.'
            : 'No entries yet.'}
        </Text>
      ) : (
        // A table wider than a phone scrolls sideways: keyboard users must be able to focus it to scroll.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.tableWrap} role="region" aria-label="Audit log entries" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                {COLUMNS.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={`${styles.headCell} ${index === 0 ? styles.stickyCell : ''}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${styles.cell} ${styles.nowrap} ${styles.stickyCell}`}>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <th scope="row" className={styles.cell}>
                    <code>{entry.action}</code>
                  </th>
                  <td className={styles.cell}>{entry.actorEmail ?? '—'}</td>
                  <td className={styles.cell}>{targetOf(entry)}</td>
                  <td className={`${styles.cell} ${styles.nowrap}`}>{entry.ip ?? '—'}</td>
                  <td className={styles.cell}>{entry.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data ? (
        <Pager
          label="Audit log pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={log.data.total}
          onPage={setPage}
        />
      ) : null}
    </>
  );
}
