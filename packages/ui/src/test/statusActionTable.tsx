import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  StatusActionTable,
  type StatusActionTableProps,
} from '../components/StatusActionTable/StatusActionTable';
import type { StatusActionTableColumn } from '../components/StatusActionTable/types';
import * as sample from '../stories/sampleAdmin';
import type { SampleSignupRequest } from '../stories/sampleAdmin';

// The signup-request table the StatusActionTable tests share, so each test file states only what
// its cases change.

export const requestColumns: StatusActionTableColumn<SampleSignupRequest>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'phoneNumber', header: 'Phone', render: (row) => `${row.countryCode} ${row.phoneNumber}` },
  { key: 'country', header: 'Country', sortable: true },
  { key: 'createdAt', header: 'Requested', sortable: true },
];

/** Every prop but the rows and what happens on an action. */
export const requestTable = {
  caption: 'Signup requests',
  columns: requestColumns,
  getRowId: (row: SampleSignupRequest) => row.id,
  getStatus: (row: SampleSignupRequest) => row.status,
  getActions: (row: SampleSignupRequest) =>
    sample.sampleSignupRequestActions<SampleSignupRequest>(row.status),
  statuses: sample.sampleSignupStatuses,
} satisfies Partial<StatusActionTableProps<SampleSignupRequest>>;

/** Renders the sample requests; `onAction` is a spy unless the props bring their own. */
export function renderRequests(props: Partial<StatusActionTableProps<SampleSignupRequest>> = {}) {
  const onAction = vi.fn();
  const utils = render(
    <StatusActionTable<SampleSignupRequest>
      {...requestTable}
      rows={sample.sampleSignupRequests}
      getRowFacts={sample.sampleSignupRequestFacts}
      onAction={onAction}
      searchLabel="Search requests"
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
