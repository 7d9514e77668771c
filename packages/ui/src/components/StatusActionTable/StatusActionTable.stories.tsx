import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleAdminUsers,
  sampleSignupRequests,
  type SampleAdminUser,
  type SampleSignupRequest,
} from '../../stories/sampleAdmin';
import { Box } from '../Box';
import { adminUserActions, signupRequestActions } from './rules';
import {
  StatusActionTable,
  type StatusActionTableColumn,
  type StatusActionTableProps,
} from './StatusActionTable';

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
          {row.email}
        </Box>
      </>
    ),
  },
  { key: 'phoneNumber', header: 'Phone', render: (row) => `${row.countryCode} ${row.phoneNumber}` },
  { key: 'country', header: 'Country', sortable: true },
  { key: 'role', header: 'Role', sortable: true },
  { key: 'createdAt', header: 'Requested', sortable: true },
];

const requestFacts = (row: SampleSignupRequest) => [
  { label: 'Name', value: row.name },
  { label: 'Email', value: row.email },
  { label: 'Phone', value: `${row.countryCode} ${row.phoneNumber}` },
  { label: 'Country', value: row.country },
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
      getRowFacts={requestFacts}
      getStatus={(row) => row.status}
      getActions={(row) => signupRequestActions(row.status)}
      getSearchText={requestSearchText}
      searchLabel="Search signup requests"
      searchPlaceholder="Search name, email, phone or country"
      emptyMessage="No signup requests yet."
      {...props}
      onAction={async (type, row, input) => {
        await onAction?.(type, row, input);
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
    getRowFacts: requestFacts,
    getSearchText: requestSearchText,
    getStatus: (row: SampleSignupRequest) => row.status,
    getActions: (row: SampleSignupRequest) => signupRequestActions(row.status),
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
    layout: 'padded',
    docs: {
      description: {
        component: [
          "The admin's table of records with a status and status-driven actions: **Signup Requests** and **Admin User Management** (spec 02). Each row shows its status as a Badge; its actions come from a rule the app passes (`getActions`). Two rules ship: `signupRequestActions(status)` (View and Edit always; Approve and Reject only when pending; Block and Freeze unless blocked or frozen; Unblock from blocked; Unfreeze from frozen; Delete always; an optional message defaulting to `Action {type} by SuperAdmin`) and `adminUserActions(status)` (active: Block and Freeze; blocked: Unblock; frozen: Unfreeze; Delete always; each needs a reason, and an empty one shows *Please provide a reason for this action*).",
          '',
          "**Usage.** Pass every row: search (case-insensitive over the columns and status), status filter, sorting and pagination happen inside. `onAction(type, row, { message?, reason? })` may return a Promise: the dialog shows the confirm button as busy, closes when it resolves and stays open with the error's message when it rejects. Use `loading`, `error` + `onRetry` while fetching. Below 768 px rows become cards with the same actions, and the sortable headers become a row of sort buttons.",
          '',
          '**Accessibility.** A real `<table>` with a caption, row headers (first column) and `aria-sort` on sortable columns whose headers are buttons. Action buttons are named with the row ("Approve Meera Joshi"). Confirmations are alert dialogs that trap focus and return it to the action button; critical actions start on Cancel. The range summary ("Showing 1–10 of 42") is a polite live region; loading is announced by a labelled spinner, errors as an alert.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof SignupRequestTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signup requests screen, with actions that change the rows. */
export const Playground: Story = {
  render: (args) => <LiveRequests {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1–10 of 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Meera Joshi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this signup request?' });
    // Wait for the open animation before judging visibility.
    await waitFor(() => expect(within(dialog).getByText('meera.joshi@mail.example')).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: 'Message (optional)' })).toHaveValue(
      'Action approve by SuperAdmin',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onAction).toHaveBeenCalledWith('approve', sampleSignupRequests[0], {
      message: 'Action approve by SuperAdmin',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const row = canvas.getByRole('rowheader', { name: /^Meera Joshi/ }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Approved')).toBeVisible());
    // Approve is gone from an approved row: focus stays in the row, on its first action.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'View Meera Joshi' })).toHaveFocus(),
    );
  },
};

/** Sorting by a column header (keyboard), then searching. */
export const SortAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Country' });
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search signup requests' }),
      'staff',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Showing 1–\d+ of \d+$/);
  },
};

/** The status filter narrows to one status. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Frozen' }));
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('row')
          .slice(1)
          .every((row) => row.textContent?.includes('Frozen')),
      ).toBe(true),
    );
  },
};

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
    getActions: ((u: SampleAdminUser) => adminUserActions(u.status)) as never,
    searchLabel: 'Search admin users',
    searchPlaceholder: 'Search name or email',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block Daniel Okafor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block this admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(within(dialog).getByText('Please provide a reason for this action')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Left the studio',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(args.onAction).toHaveBeenCalledWith('block', sampleAdminUsers[1], {
      reason: 'Left the studio',
    });
  },
};

/** A failing server: the dialog shows busy, then the error, and stays open. */
export const ActionFails: Story = {
  args: {
    onAction: fn(
      () =>
        new Promise<void>((_, reject) =>
          setTimeout(() => reject(new Error('Request not found!')), 300),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Aarav Mehta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this signup request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Request not found!');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Reject Aarav Mehta' })).toHaveFocus();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [] } };

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search signup requests' }),
      'qawwali',
    );
    await expect(canvas.getByText('No results match your search')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1–10 of 42');
  },
};

export const ErrorState: Story = {
  args: { error: 'Could not load signup requests. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load signup requests.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
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
    await userEvent.click(canvas.getByRole('button', { name: 'Freeze Meera Joshi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Freeze this signup request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
