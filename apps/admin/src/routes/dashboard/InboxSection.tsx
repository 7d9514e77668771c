import type { InboxMessage, MessageKind } from '@studio/contracts';
import {
  Badge,
  Button,
  Card,
  FilterTabs,
  Select,
  Spinner,
  Stack,
  Text,
  useToast,
} from '@studio/ui';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useInbox, useMarkRead } from '../../api/dashboard/inbox';
import { usePageTitle } from '../../usePageTitle';
import { LoadError, Pager, RefreshButton, SectionHeader, formatDateTime } from './parts';
import * as styles from './parts.css';
import { matchesSearch, useDashboardSearch } from './SearchContext';

const PAGE_SIZE = 20;
const KIND_LABELS: Record<MessageKind, string> = {
  contact: 'Contact',
  support: 'Support',
  'early-access': 'Early access',
};
const KIND_TABS = [
  { value: 'all', label: 'All' },
  { value: 'contact', label: KIND_LABELS.contact },
  { value: 'support', label: KIND_LABELS.support },
  { value: 'early-access', label: KIND_LABELS['early-access'] },
];
const READ_OPTIONS = [
  { value: 'all', label: 'All messages' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

function MessageCard({ message }: { message: InboxMessage }) {
  const { toast } = useToast();
  const mark = useMarkRead();
  const from = message.name ? `${message.name} <${message.email}>` : message.email;
  const title =
    message.subject ??
    (message.kind === 'early-access'
      ? 'Early-access sign-up'
      : `Message from ${message.name ?? message.email}`);
  const toggle = async () => {
    try {
      const answer = await mark.mutateAsync({ id: message.id, read: !message.read });
      toast.success(answer.message);
    } catch (error) {
      toast.error('The message could not be updated', {
        message: errorMessage(error, 'An error occurred. Please try again.'),
      });
    }
  };
  return (
    <li>
      <Card padding="md" className={message.read ? undefined : styles.unreadMark}>
        <article aria-labelledby={`message-${message.id}`}>
          <Stack gap="2">
            <Stack direction="row" justify="space-between" align="center" wrap gap="2">
              <Stack direction="row" gap="2" align="center" wrap>
                <Text as="span" weight="semibold" id={`message-${message.id}`}>
                  {title}
                </Text>
                <Badge tone="neutral">{KIND_LABELS[message.kind]}</Badge>
                {message.read ? null : <Badge tone="info">Unread</Badge>}
              </Stack>
              <Text as="time" size="sm" tone="muted" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </Text>
            </Stack>
            <Text size="sm" tone="muted">
              From {from}
              {message.phone ? ` · ${message.phone}` : ''}
              {message.company ? ` · ${message.company}` : ''}
              {message.service ? ` · Service: ${message.service}` : ''}
            </Text>
            {message.message ? <p className={styles.messageBody}>{message.message}</p> : null}
            <Stack direction="row" justify="space-between" align="center" wrap gap="2">
              <Text size="sm" tone="muted">
                {message.read
                  ? `Read ${formatDateTime(message.readAt)}${message.readBy ? ` by ${message.readBy}` : ''}`
                  : message.mailed
                    ? 'Also sent to the studio inbox by email.'
                    : 'The email copy to the studio inbox could not be sent.'}
              </Text>
              <Button
                variant="secondary"
                size="sm"
                loading={mark.isPending}
                loadingText="Saving..."
                onClick={() => void toggle()}
                aria-label={`${message.read ? 'Mark as unread' : 'Mark as read'}: ${title}`}
              >
                {message.read ? 'Mark as unread' : 'Mark as read'}
              </Button>
            </Stack>
          </Stack>
        </article>
      </Card>
    </li>
  );
}

export function InboxSection() {
  usePageTitle('Inbox');
  const search = useDashboardSearch();
  const [kind, setKind] = useState<'all' | MessageKind>('all');
  const [readState, setReadState] = useState<'all' | 'read' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const inbox = useInbox({
    page,
    pageSize: PAGE_SIZE,
    ...(kind === 'all' ? {} : { kind }),
    ...(readState === 'all' ? {} : { read: readState === 'read' }),
  });
  const items = (inbox.data?.items ?? []).filter((message) =>
    matchesSearch(search, [
      message.name,
      message.email,
      message.subject,
      message.message,
      message.company,
      message.phone,
    ]),
  );

  return (
    <>
      <SectionHeader
        title="Inbox"
        description={
          inbox.data
            ? `Messages from the website's contact, support and early-access forms, newest first. ${inbox.data.unread} unread.`
            : "Messages from the website's contact, support and early-access forms, newest first."
        }
        actions={<RefreshButton query={inbox} />}
      />
      <div className={styles.filters}>
        <Select
          label="Show"
          options={READ_OPTIONS}
          value={readState}
          onValueChange={(value) => {
            setReadState(value as typeof readState);
            setPage(1);
          }}
        />
      </div>
      <FilterTabs
        label="Filter messages by kind"
        options={KIND_TABS}
        value={kind}
        onValueChange={(value) => {
          setKind(value as typeof kind);
          setPage(1);
        }}
      >
        {inbox.isPending ? (
          <Spinner label="Loading messages" />
        ) : inbox.isError ? (
          <LoadError
            message={errorMessage(inbox.error, 'The inbox could not be loaded.')}
            onRetry={() => void inbox.refetch()}
          />
        ) : items.length === 0 ? (
          <Text tone="muted">
            {search.trim() ? 'No message on this page matches your search.' : 'No messages here.'}
          </Text>
        ) : (
          <ul className={styles.messageList} aria-label="Messages">
            {items.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
      </FilterTabs>
      {inbox.data ? (
        <Pager
          label="Inbox pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={inbox.data.total}
          onPage={setPage}
        />
      ) : null}
    </>
  );
}
