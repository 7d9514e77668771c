import {
  AUDIT_EVENT_GROUPS,
  AUDIT_EVENT_GROUP_LABELS,
  AUDIT_EVENTS,
  auditEventsOf,
  isAuditEventId,
  type AuditEntry,
} from '@studio/contracts';
import {
  Box,
  Button,
  Select,
  SelectGroup,
  SelectItem,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@studio/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useAuditLog } from '../../api/dashboard/auditLog';
import { usePageTitle } from '../../usePageTitle';
import {
  dayBoundary,
  isDay,
  readAuditView,
  writeAuditView,
  type AuditLogView,
} from './auditFilters';
import { LoadError } from './LoadError';
import { RefreshButton } from './RefreshButton';
import { SectionHeader } from './SectionHeader';
import { SectionPager } from './SectionPager';
import { formatDateTime } from './formatDateTime';
import { ScrollingTable } from './ScrollingTable';
import * as tableStyles from './tables.css';
import { matchesSearch, useDashboardSearch } from './SearchContext';

const PAGE_SIZE = 25;
const COLUMNS = ['Time', 'Event', 'Actor', 'Target', 'IP', 'Reason'];
const ANY_EVENT = 'any';

function targetOf(entry: AuditEntry): string {
  // Without a signed-in actor the email is the one tried: the Actor cell shows it.
  if (entry.subjectEmail && entry.actorId !== null) return entry.subjectEmail;
  const details = entry.details ?? {};
  const id = details.requestId ?? details.userId ?? details.messageId;
  return typeof id === 'string' ? id : '—';
}

const eventLabel = (action: string) =>
  isAuditEventId(action) ? AUDIT_EVENTS[action].label : action;

/** Who acted; for a refused or anonymous attempt, what is known of it instead of a blank. */
function ActorCell({ entry }: { entry: AuditEntry }) {
  if (entry.actorEmail) return <>{entry.actorEmail}</>;
  return (
    <>
      <Text as="span" tone="muted">
        Not signed in
      </Text>
      {entry.subjectEmail ? (
        <Box as="span" display="block">
          tried {entry.subjectEmail}
        </Box>
      ) : null}
    </>
  );
}

/** Every security and review event, newest first; filters and page live in the URL. */
export function AuditLogSection() {
  usePageTitle('Audit Log');
  const search = useDashboardSearch();
  const [params, setParams] = useSearchParams();
  const view = readAuditView(params);
  const [draft, setDraft] = useState(view);
  // The URL changed under the form (Back, a shared link): the form follows.
  const [shown, setShown] = useState(params.toString());
  if (shown !== params.toString()) {
    setShown(params.toString());
    setDraft(view);
  }
  const show = (next: AuditLogView) => setParams(writeAuditView(next));

  const log = useAuditLog({
    page: view.page,
    pageSize: PAGE_SIZE,
    ...(view.event ? { action: view.event } : {}),
    ...(view.actor ? { actor: view.actor } : {}),
    ...(view.from ? { from: dayBoundary(view.from, 'start') } : {}),
    ...(view.to ? { to: dayBoundary(view.to, 'end') } : {}),
  });
  const entries = (log.data?.items ?? []).filter((entry) =>
    matchesSearch(search, [
      entry.action,
      eventLabel(entry.action),
      entry.actorEmail,
      entry.subjectEmail,
      entry.ip,
      entry.reason,
    ]),
  );
  const filtered = Boolean(view.event || view.actor || view.from || view.to);

  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      ...(draft.from && !isDay(draft.from) ? { from: 'Enter a date as YYYY-MM-DD.' } : {}),
      ...(draft.to && !isDay(draft.to) ? { to: 'Enter a date as YYYY-MM-DD.' } : {}),
    };
    if (!errors.from && !errors.to && draft.from && draft.to && draft.from > draft.to)
      errors.to = 'The end must not be before the start.';
    setDateErrors(errors);
    if (errors.from || errors.to) return;
    show({ ...draft, actor: draft.actor.trim(), page: 1 });
  };
  const clear = () => {
    setDateErrors({});
    show({ event: null, actor: '', from: '', to: '', page: 1 });
  };

  return (
    <>
      <SectionHeader
        title="Audit Log"
        description="Sign-ins, lockouts, password changes, reviews and account actions: who, what, when and from where."
        actions={<RefreshButton query={log} />}
      />
      <Stack
        as="form"
        direction="row"
        wrap
        gap="3"
        align="flex-end"
        marginBottom="4"
        onSubmit={apply}
        aria-label="Filter the audit log"
      >
        <Select
          label="Event"
          value={draft.event ?? ANY_EVENT}
          onValueChange={(value) =>
            setDraft({ ...draft, event: isAuditEventId(value) ? value : null })
          }
        >
          <SelectItem value={ANY_EVENT}>Any event</SelectItem>
          {AUDIT_EVENT_GROUPS.map((group) => (
            <SelectGroup key={group} label={AUDIT_EVENT_GROUP_LABELS[group]}>
              {auditEventsOf(group).map((id) => (
                <SelectItem key={id} value={id}>
                  {AUDIT_EVENTS[id].label}
                </SelectItem>
              ))}
            </SelectGroup>
          ))}
        </Select>
        <TextField
          label="Actor email"
          hint="Or the email tried, when nobody was signed in"
          type="email"
          value={draft.actor}
          maxLength={254}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
        {(['from', 'to'] as const).map((edge) => (
          <TextField
            key={edge}
            label={edge === 'from' ? 'From' : 'To'}
            hint="YYYY-MM-DD, included"
            inputMode="numeric"
            maxLength={10}
            value={draft[edge]}
            error={dateErrors[edge]}
            onChange={(event) => setDraft({ ...draft, [edge]: event.target.value.trim() })}
          />
        ))}
        <Stack direction="row" gap="2">
          <Button type="submit" variant="primary">
            Apply filters
          </Button>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        </Stack>
      </Stack>
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.isError ? (
        <LoadError
          message={errorMessage(log.error, 'The audit log could not be loaded.')}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <Text tone="muted">
          {search.trim() || filtered ? 'No entry matches these filters.' : 'No entries yet.'}
        </Text>
      ) : (
        <ScrollingTable label="Audit log entries" columns={COLUMNS}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${tableStyles.cell} ${tableStyles.nowrap} ${tableStyles.stickyCell}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <th scope="row" className={tableStyles.cell}>
                {eventLabel(entry.action)}
                <code className={tableStyles.eventId}>{entry.action}</code>
              </th>
              <td className={tableStyles.cell}>
                <ActorCell entry={entry} />
              </td>
              <td className={tableStyles.cell}>{targetOf(entry)}</td>
              <td className={`${tableStyles.cell} ${tableStyles.nowrap}`}>{entry.ip ?? '—'}</td>
              <td className={tableStyles.cell}>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </ScrollingTable>
      )}
      <SectionPager
        label="Audit log pages"
        page={view.page}
        pageSize={PAGE_SIZE}
        total={log.data?.total}
        onPageChange={(page) => show({ ...view, page })}
      />
    </>
  );
}
