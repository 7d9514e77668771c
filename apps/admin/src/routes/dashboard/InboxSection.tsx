import { MESSAGE_KIND_LABELS, type MessageKind } from '@studio/contracts';
import { FilterTabs, Select, Spinner, Stack, Text } from '@studio/ui';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useInbox } from '../../api/dashboard/inbox';
import { usePageTitle } from '../../usePageTitle';
import { MessageCard } from './MessageCard';
import { LoadError } from './LoadError';
import { RefreshButton } from './RefreshButton';
import { SectionHeader } from './SectionHeader';
import { SectionPager } from './SectionPager';
import { useDashboardSearch, useSettledText } from './SearchContext';

const PAGE_SIZE = 20;
const KIND_TABS = [
  { value: 'all', label: 'All' },
  { value: 'contact', label: MESSAGE_KIND_LABELS.contact },
  { value: 'support', label: MESSAGE_KIND_LABELS.support },
  { value: 'early-access', label: MESSAGE_KIND_LABELS['early-access'] },
];
const READ_OPTIONS = [
  { value: 'all', label: 'All messages' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

export function InboxSection() {
  usePageTitle('Inbox');
  const text = useSettledText(useDashboardSearch());
  const [kind, setKind] = useState<'all' | MessageKind>('all');
  const [readState, setReadState] = useState<'all' | 'read' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const inbox = useInbox({
    page,
    pageSize: PAGE_SIZE,
    ...(kind === 'all' ? {} : { kind }),
    ...(readState === 'all' ? {} : { read: readState === 'read' }),
    ...(text ? { q: text.slice(0, 200) } : {}),
  });
  // A new search starts on page 1.
  const [searchedFor, setSearchedFor] = useState(text);
  if (searchedFor !== text) {
    setSearchedFor(text);
    setPage(1);
  }
  const items = inbox.data?.items ?? [];

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
      <Stack direction="row" wrap gap="3" align="flex-end" marginBottom="4">
        <Select
          label="Show"
          options={READ_OPTIONS}
          value={readState}
          onValueChange={(value) => {
            setReadState(value as typeof readState);
            setPage(1);
          }}
        />
      </Stack>
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
          <Text tone="muted">{text ? 'No message matches your search.' : 'No messages here.'}</Text>
        ) : (
          <Stack as="ul" gap="3" aria-label="Messages">
            {items.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </Stack>
        )}
      </FilterTabs>
      <SectionPager
        label="Inbox pages"
        page={page}
        pageSize={PAGE_SIZE}
        total={inbox.data?.total}
        onPageChange={setPage}
      />
    </>
  );
}
