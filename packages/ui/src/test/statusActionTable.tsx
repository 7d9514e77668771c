import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  StatusActionTable,
  type StatusActionTableProps,
} from '../components/StatusActionTable/StatusActionTable';
import type { StatusActionTableColumn } from '../components/StatusActionTable/types';
import * as sample from '../stories/sampleRecords';
import type { SampleOrder } from '../stories/sampleRecords';

// The order table the StatusActionTable tests share, so each test file states only what
// its cases change.

export const orderColumns: StatusActionTableColumn<SampleOrder>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'phoneNumber', header: 'Phone', render: (row) => `${row.countryCode} ${row.phoneNumber}` },
  { key: 'country', header: 'Country', sortable: true },
  { key: 'createdAt', header: 'Placed', sortable: true },
];

/** Every prop but the rows and what happens on an action. */
export const orderTable = {
  caption: 'Orders',
  columns: orderColumns,
  getRowId: (row: SampleOrder) => row.id,
  getStatus: (row: SampleOrder) => row.status,
  getActions: (row: SampleOrder) =>
    sample.sampleOrderActions<SampleOrder>(row.status),
  statuses: sample.sampleOrderStatuses,
} satisfies Partial<StatusActionTableProps<SampleOrder>>;

/** Renders the sample orders; `onAction` is a spy unless the props bring their own. */
export function renderOrders(props: Partial<StatusActionTableProps<SampleOrder>> = {}) {
  const onAction = vi.fn();
  const utils = render(
    <StatusActionTable<SampleOrder>
      {...orderTable}
      rows={sample.sampleOrders}
      getRowFacts={sample.sampleOrderFacts}
      onAction={onAction}
      searchLabel="Search orders"
      {...props}
    />,
  );
  return { ...utils, onAction: (props.onAction as typeof onAction | undefined) ?? onAction };
}

export const rowFor = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

/** Opens a row's menu with the mouse and chooses an action in it. */
export async function chooseInMenu(rowName: string, actionLabel: string) {
  await userEvent.click(screen.getByRole('button', { name: `More actions for ${rowName}` }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: actionLabel }));
}
