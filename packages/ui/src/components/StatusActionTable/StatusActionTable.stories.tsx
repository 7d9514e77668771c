import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleAdminStatuses,
  sampleAdminUserActions,
  sampleAdminUsers,
  sampleReasonRequiredMessage,
  sampleSignupRequestActions,
  sampleSignupRequestFacts,
  sampleSignupRequests,
  sampleSignupStatuses,
  type SampleAdminUser,
  type SampleSignupRequest,
} from '../../stories/sampleAdmin';
import { wrapPoints } from '../../text/wrapPoints';
import { Box } from '../Box';
import { TextField } from '../TextField';
import { StatusActionTable, type StatusActionTableProps } from './StatusActionTable';
import type { StatusActionTableColumn } from './types';
import guide from './StatusActionTable.guide.md?raw';

const requestColumns: StatusActionTableColumn<SampleSignupRequest>[] = [
  // Name and email share the first cell: one column fewer keeps the actions in view at 1024 px.
  {
    key: 'name',
    header: 'Applicant',
    sortable: true,
    render: (row) => (
      <>
        {row.name}
        <Box as="span" display="block" color="muted">
          {wrapPoints(row.email)}
        </Box>
      </>
    ),
  },
  { key: 'phoneNumber', header: 'Phone', render: (row) => `${row.countryCode} ${row.phoneNumber}` },
  { key: 'country', header: 'Country', sortable: true },
  { key: 'role', header: 'Role', sortable: true },
  { key: 'createdAt', header: 'Requested', sortable: true },
];

const requestSearchText = (row: SampleSignupRequest) =>
  [row.name, row.email, row.countryCode, row.phoneNumber, row.country, row.role, row.status].join(
    ' ',
  );

const adminName = (user: SampleAdminUser) => `${user.firstName} ${user.lastName}`;
const adminColumns: StatusActionTableColumn<SampleAdminUser>[] = [
  { key: 'name', header: 'Name', sortable: true, render: adminName, sortValue: adminName },
  { key: 'email', header: 'Email', sortable: true },
  {
    key: 'role',
    header: 'Role',
    render: (u) => (u.role === 'super_admin' ? 'Super admin' : 'Admin'),
  },
  { key: 'lastLogin', header: 'Last sign-in', sortable: true },
];

const statusNext: Record<string, SampleSignupRequest['status'] | 'deleted' | null> = {
  approve: 'approved',
  reject: 'rejected',
  block: 'blocked',
  freeze: 'frozen',
  unblock: 'pending',
  unfreeze: 'pending',
  delete: 'deleted',
};

/** A working signup-requests screen: actions change the status (after a short server wait). */
function LiveRequests({
  rows: _initialRows,
  onAction,
  ...props
}: Partial<StatusActionTableProps<SampleSignupRequest>>) {
  const [rows, setRows] = useState(sampleSignupRequests);
  return (
    <StatusActionTable<SampleSignupRequest>
      caption="Signup requests"
      rows={rows}
      columns={requestColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      getRowFacts={sampleSignupRequestFacts}
      getStatus={(row) => row.status}
      getActions={(row) => sampleSignupRequestActions(row.status)}
      statuses={sampleSignupStatuses}
      getSearchText={requestSearchText}
      searchLabel="Search signup requests"
      searchPlaceholder="Search name, email, phone or country"
      emptyMessage="No signup requests yet."
      {...props}
      onAction={async (type, row, input, context) => {
        await onAction?.(type, row, input, context);
        const next = statusNext[type];
        if (!next) return;
        await new Promise((resolve) => setTimeout(resolve, 400));
        setRows((current) =>
          next === 'deleted'
            ? current.filter((r) => r.id !== row.id)
            : current.map((r) => (r.id === row.id ? { ...r, status: next } : r)),
        );
      }}
    />
  );
}

/** The table typed for the signup-request rows most stories use. */
const SignupRequestTable = StatusActionTable<SampleSignupRequest>;

const meta = {
  title: 'Blocks/StatusActionTable',
  component: SignupRequestTable,
  args: {
    caption: 'Signup requests',
    rows: sampleSignupRequests,
    columns: requestColumns,
    getRowId: (row: SampleSignupRequest) => row.id,
    getRowLabel: (row: SampleSignupRequest) => row.name,
    getRowFacts: sampleSignupRequestFacts,
    getSearchText: requestSearchText,
    getStatus: (row: SampleSignupRequest) => row.status,
    getActions: (row: SampleSignupRequest) => sampleSignupRequestActions(row.status),
    statuses: sampleSignupStatuses,
    reasonRequiredMessage: sampleReasonRequiredMessage,
    onAction: fn(),
    onRetry: fn(),
    searchLabel: 'Search signup requests',
    searchPlaceholder: 'Search name, email, phone or country',
    emptyMessage: 'No signup requests yet.',
    loading: false,
    hideCaption: false,
    defaultPageSize: 10,
  },
  argTypes: {
    defaultPageSize: { control: 'inline-radio', options: [10, 20, 50] },
    error: { control: 'text' },
  },
  parameters: {
    docs: { description: { component: guide } },
    layout: 'padded',
  },
} satisfies Meta<typeof SignupRequestTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The signup requests screen, with actions that change the rows. Each row shows its main action
 * (Approve while pending) and a "More" menu for the rest. When Approve gives way to View on an
 * approved row, focus stays on the row's button.
 */
export const Playground: Story = {
  render: (args) => <LiveRequests {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Meera Joshi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this signup request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const row = canvas.getByRole('rowheader', { name: /^Meera Joshi/ }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Approved')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'View Meera Joshi' })).toHaveFocus(),
    );
  },
};

/** Sorted by country, ascending. */
export const Sorted: Story = { args: { defaultSort: { key: 'country', direction: 'ascending' } } };

/** Admin users: every action needs a reason; an empty one is refused inline. */
export const AdminUsers: Story = {
  args: {
    caption: 'Admin users',
    rows: sampleAdminUsers as never,
    columns: adminColumns as never,
    getRowId: ((u: SampleAdminUser) => u._id) as never,
    getRowLabel: adminName as never,
    getRowFacts: ((u: SampleAdminUser) => [
      { label: 'Name', value: adminName(u) },
      { label: 'Email', value: u.email },
    ]) as never,
    getSearchText: ((u: SampleAdminUser) => `${adminName(u)} ${u.email} ${u.status}`) as never,
    getStatus: ((u: SampleAdminUser) => u.status) as never,
    getActions: ((u: SampleAdminUser) => sampleAdminUserActions(u.status)) as never,
    statuses: sampleAdminStatuses,
    searchLabel: 'Search admin users',
    searchPlaceholder: 'Search name or email',
  },
};

/** The reason dialog after confirming with an empty reason (left open for review). */
export const ReasonMissing: Story = {
  args: AdminUsers.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Block Daniel Okafor' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Block this admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await within(dialog).findByText(sampleReasonRequiredMessage);
  },
};

/** A failing server: the dialog stays open with the error (left open for review). */
export const ActionFails: Story = {
  args: {
    onAction: fn(() => Promise.reject(new Error('Request not found!'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'More actions for Aarav Mehta' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this signup request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await within(dialog).findByRole('alert');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [] } };

/** A search that matches nothing offers to clear the filters. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search signup requests' }),
      'qawwali',
    );
  },
};

/**
 * The page's own search box (say, in an app's top bar) drives the table through `search` and
 * `onSearchChange`; `hideSearch` leaves out the table's box, so one search box shows.
 */
export const ExternalSearch: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState('');
    return (
      <Box display="flex" flexDirection="column" gap="4">
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            type="search"
            aria-label="Search this page"
            placeholder="Search..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
        <SignupRequestTable {...args} search={search} onSearchChange={setSearch} hideSearch />
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('searchbox')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this page' }), 'nepal');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('of 4'));
  },
};

export const ErrorState: Story = {
  args: { error: 'Could not load signup requests. Check your connection.' },
};

/** Long names, emails and countries wrap instead of breaking the layout. */
export const LongText: Story = {
  args: {
    rows: [
      {
        ...sampleSignupRequests[0]!,
        id: 'long',
        name: 'Meenakshisundaram Venkataraghavan Subramaniam-Chakraborty',
        email: 'meenakshisundaram.venkataraghavan.subramaniam@very-long-artist-management.example',
        country: 'United Kingdom of Great Britain and Northern Ireland',
      },
      ...sampleSignupRequests.slice(1, 4),
    ],
  },
};

/** Below 768 px each row is a card with the same actions. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'More actions for Meera Joshi' });
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Freeze' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Freeze this signup request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/**
 * The row menu by keyboard: Enter opens it on its first item, arrows move, Escape closes it and
 * focus is back on its button; a chosen action's dialog returns focus there too.
 */
export const RowMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'More actions for Meera Joshi' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Reject' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this signup request?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/**
 * In a frame narrower than the table (600 px here), the table scrolls inside its frame and the
 * first column stays in view; the page itself does not scroll sideways.
 */
export const NarrowFrame: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 600, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('region', { name: 'Signup requests' });
    expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    frame.scrollLeft = frame.scrollWidth;
    const name = canvas.getByRole('rowheader', { name: /^Meera Joshi/ });
    await waitFor(() =>
      expect(
        Math.abs(name.getBoundingClientRect().left - frame.getBoundingClientRect().left),
      ).toBeLessThan(2),
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** At 1024 px the whole table, its actions included, fits its frame without scrolling. */
export const Fits1024: Story = {
  globals: { viewport: { value: 'desktop1024' } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Signup requests' });
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
