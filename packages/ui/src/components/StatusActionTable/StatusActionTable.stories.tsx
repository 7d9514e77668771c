import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleReasonRequiredMessage,
  sampleOrderActions,
  sampleOrderFacts,
  sampleOrders,
  sampleOrderStatuses,
  sampleSeatActions,
  sampleSeats,
  sampleSeatStatuses,
  type SampleOrder,
  type SampleSeat,
} from '../../stories/sampleRecords';
import { wrapPoints } from '../../text/wrapPoints';
import { Box } from '../Box';
import { TextField } from '../TextField';
import { StatusActionTable, type StatusActionTableProps } from './StatusActionTable';
import type { StatusActionTableColumn } from './types';
import guide from './StatusActionTable.guide.md?raw';

const orderColumns: StatusActionTableColumn<SampleOrder>[] = [
  // Name and email share the first cell: one column fewer keeps the actions in view at 1024 px.
  {
    key: 'name',
    header: 'Customer',
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
  { key: 'channel', header: 'Channel', sortable: true },
  { key: 'createdAt', header: 'Placed', sortable: true },
];

const orderSearchText = (row: SampleOrder) =>
  [row.name, row.email, row.countryCode, row.phoneNumber, row.country, row.channel, row.status].join(
    ' ',
  );

const seatColumns: StatusActionTableColumn<SampleSeat>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  {
    key: 'access',
    header: 'Access',
    render: (seat) => (seat.access === 'editor' ? 'Editor' : 'Viewer'),
  },
  {
    key: 'lastActive',
    header: 'Last active',
    sortable: true,
    render: (seat) => seat.lastActive ?? 'Not yet',
    sortValue: (seat) => seat.lastActive ?? '',
  },
];

const statusNext: Record<string, SampleOrder['status'] | 'archived'> = {
  markPaid: 'paid',
  cancel: 'cancelled',
  ship: 'shipped',
  markDelivered: 'delivered',
  refund: 'refunded',
  archive: 'archived',
};

/** A working orders screen: actions change the status (after a short server wait). */
function LiveOrders({
  rows: _initialRows,
  onAction,
  ...props
}: Partial<StatusActionTableProps<SampleOrder>>) {
  const [rows, setRows] = useState(sampleOrders);
  return (
    <StatusActionTable<SampleOrder>
      caption="Orders"
      rows={rows}
      columns={orderColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      getRowFacts={sampleOrderFacts}
      getStatus={(row) => row.status}
      getActions={(row) => sampleOrderActions(row.status)}
      statuses={sampleOrderStatuses}
      getSearchText={orderSearchText}
      searchLabel="Search orders"
      searchPlaceholder="Search name, email, phone or country"
      emptyMessage="No orders yet."
      {...props}
      onAction={async (type, row, input, context) => {
        await onAction?.(type, row, input, context);
        const next = statusNext[type];
        if (!next) return;
        await new Promise((resolve) => setTimeout(resolve, 400));
        setRows((current) =>
          next === 'archived'
            ? current.filter((r) => r.id !== row.id)
            : current.map((r) => (r.id === row.id ? { ...r, status: next } : r)),
        );
      }}
    />
  );
}

/** The table typed for the order rows most stories use. */
const OrderTable = StatusActionTable<SampleOrder>;

const meta = {
  title: 'Blocks/StatusActionTable',
  component: OrderTable,
  args: {
    caption: 'Orders',
    rows: sampleOrders,
    columns: orderColumns,
    getRowId: (row: SampleOrder) => row.id,
    getRowLabel: (row: SampleOrder) => row.name,
    getRowFacts: sampleOrderFacts,
    getSearchText: orderSearchText,
    getStatus: (row: SampleOrder) => row.status,
    getActions: (row: SampleOrder) => sampleOrderActions(row.status),
    statuses: sampleOrderStatuses,
    reasonRequiredMessage: sampleReasonRequiredMessage,
    onAction: fn(),
    onRetry: fn(),
    searchLabel: 'Search orders',
    searchPlaceholder: 'Search name, email, phone or country',
    emptyMessage: 'No orders yet.',
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
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The orders screen, with actions that change the rows. Each row shows its main action
 * (Mark paid while pending) and a "More" menu for the rest. When Mark paid gives way to Ship on
 * a paid order, focus stays on the row's button.
 */
export const Playground: Story = {
  render: (args) => <LiveOrders {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark paid Meera Joshi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this order paid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const row = canvas.getByRole('rowheader', { name: /^Meera Joshi/ }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Paid')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Ship Meera Joshi' })).toHaveFocus(),
    );
  },
};

/** Sorted by country, ascending. */
export const Sorted: Story = { args: { defaultSort: { key: 'country', direction: 'ascending' } } };

/**
 * The team's seats, another table with its own statuses: invited (Resend invite), active
 * (Suspend, with a required reason) and suspended (Restore).
 */
export const TeamSeats: Story = {
  args: {
    caption: 'Team seats',
    rows: sampleSeats as never,
    columns: seatColumns as never,
    getRowId: ((seat: SampleSeat) => seat.id) as never,
    getRowLabel: ((seat: SampleSeat) => seat.name) as never,
    getRowFacts: ((seat: SampleSeat) => [
      { label: 'Name', value: seat.name },
      { label: 'Email', value: seat.email },
    ]) as never,
    getSearchText: ((seat: SampleSeat) => `${seat.name} ${seat.email} ${seat.status}`) as never,
    getStatus: ((seat: SampleSeat) => seat.status) as never,
    getActions: ((seat: SampleSeat) => sampleSeatActions(seat.status)) as never,
    statuses: sampleSeatStatuses,
    searchLabel: 'Search team seats',
    searchPlaceholder: 'Search name or email',
  },
};

/** The reason dialog after confirming with an empty reason (left open for review). */
export const ReasonMissing: Story = {
  args: TeamSeats.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Suspend Daniel Okafor' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend this seat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await within(dialog).findByText(sampleReasonRequiredMessage);
  },
};

/** A failing server: the dialog stays open with the error (left open for review). */
export const ActionFails: Story = {
  args: {
    onAction: fn(() => Promise.reject(new Error('Order not found!'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'More actions for Kabir Khan' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await within(dialog).findByRole('alert');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [] } };

/** A search that matches nothing offers to clear the filters. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search orders' }),
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
        <OrderTable {...args} search={search} onSearchChange={setSearch} hideSearch />
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
  args: { error: 'Could not load orders. Check your connection.' },
};

/** Long names, emails and countries wrap instead of breaking the layout. */
export const LongText: Story = {
  args: {
    rows: [
      {
        ...sampleOrders[0]!,
        id: 'long',
        name: 'Meenakshisundaram Venkataraghavan Subramaniam-Chakraborty',
        email: 'meenakshisundaram.venkataraghavan.subramaniam@very-long-company-name.example',
        country: 'United Kingdom of Great Britain and Northern Ireland',
      },
      ...sampleOrders.slice(1, 4),
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
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
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
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
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
    const frame = canvas.getByRole('region', { name: 'Orders' });
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
    const frame = within(canvasElement).getByRole('region', { name: 'Orders' });
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
