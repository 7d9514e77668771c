import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as sample from '../../stories/sampleAdmin';
import type { SampleSignupRequest } from '../../stories/sampleAdmin';
import { StatusActionTable } from './StatusActionTable';
import type { StatusActionTableColumn } from './types';

const requestColumns: StatusActionTableColumn<SampleSignupRequest>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'phoneNumber', header: 'Phone', render: (row) => `${row.countryCode} ${row.phoneNumber}` },
  { key: 'country', header: 'Country', sortable: true },
  { key: 'createdAt', header: 'Requested', sortable: true },
];

type RequestTableProps = Partial<ComponentProps<typeof StatusActionTable<SampleSignupRequest>>>;

function renderRequests(props: RequestTableProps = {}) {
  const onAction = vi.fn();
  const utils = render(
    <StatusActionTable<SampleSignupRequest>
      caption="Signup requests"
      rows={sample.sampleSignupRequests}
      columns={requestColumns}
      getRowId={(row) => row.id}
      getStatus={(row) => row.status}
      getActions={(row) => sample.sampleSignupRequestActions(row.status)}
      statuses={sample.sampleSignupStatuses}
      getRowFacts={sample.sampleSignupRequestFacts}
      onAction={onAction}
      searchLabel="Search requests"
      {...props}
    />,
  );
  return { ...utils, onAction: (props.onAction as typeof onAction | undefined) ?? onAction };
}

const rowFor = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
/** Opens a row's menu with the mouse and chooses an action in it. */
async function chooseInMenu(rowName: string, actionLabel: string) {
  await userEvent.click(screen.getByRole('button', { name: `More actions for ${rowName}` }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: actionLabel }));
}

describe('StatusActionTable: focus after a dialog', { timeout: 30_000 }, () => {
  it("given Approve on a pending row › when the row becomes approved › then focus is on the row's new main action", async () => {
    function Live() {
      const [rows, setRows] = useState(sample.sampleSignupRequests.slice(0, 3));
      return (
        <StatusActionTable<SampleSignupRequest>
          caption="Signup requests"
          rows={rows}
          columns={requestColumns}
          getRowId={(row) => row.id}
          getStatus={(row) => row.status}
          getActions={(row) => sample.sampleSignupRequestActions(row.status)}
          statuses={sample.sampleSignupStatuses}
          onAction={async (type, row) => {
            if (type !== 'approve') return;
            // The list reloads after the dialog has closed, as a server-backed table does.
            setTimeout(() => {
              setRows((current) =>
                current.map((r) => (r.id === row.id ? { ...r, status: 'approved' } : r)),
              );
            }, 20);
          }}
        />
      );
    }
    render(<Live />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Meera Joshi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this signup request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(rowFor('Meera Joshi')).getByText('Approved')).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'View Meera Joshi' })).toHaveFocus(),
    );
  });

  it('given a search › when an action leaves the row unmatched after the list reloads › then focus moves to the table region', async () => {
    function Live() {
      const [rows, setRows] = useState(sample.sampleSignupRequests.slice(0, 3));
      return (
        <StatusActionTable<SampleSignupRequest>
          caption="Signup requests"
          rows={rows}
          columns={requestColumns}
          getRowId={(row) => row.id}
          getStatus={(row) => row.status}
          getActions={(row) => sample.sampleSignupRequestActions(row.status)}
          statuses={sample.sampleSignupStatuses}
          defaultSearch="pending"
          onAction={async (_type, row) => {
            setTimeout(() => {
              setRows((current) =>
                current.map((r) => (r.id === row.id ? { ...r, status: 'frozen' } : r)),
              );
            }, 20);
          }}
        />
      );
    }
    render(<Live />);
    await chooseInMenu('Meera Joshi', 'Freeze');
    const dialog = await screen.findByRole('alertdialog', { name: 'Freeze this signup request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Signup requests' })).toHaveFocus(),
    );
  });

  it('given an action that removes the row › when it succeeds › then focus moves to the table region', async () => {
    function Live() {
      const [rows, setRows] = useState(sample.sampleSignupRequests.slice(0, 3));
      return (
        <StatusActionTable<SampleSignupRequest>
          caption="Signup requests"
          rows={rows}
          columns={requestColumns}
          getRowId={(row) => row.id}
          getStatus={(row) => row.status}
          getActions={(row) => sample.sampleSignupRequestActions(row.status)}
          statuses={sample.sampleSignupStatuses}
          onAction={async (type, row) => {
            if (type === 'delete') setRows((current) => current.filter((r) => r.id !== row.id));
          }}
        />
      );
    }
    render(<Live />);
    await chooseInMenu('Meera Joshi', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this signup request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: 'Meera Joshi' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Signup requests' })).toHaveFocus(),
    );
  });

  it('given a dialog opened from the row menu › when Escape is pressed › then it closes without acting and focus returns to the menu button', async () => {
    const { onAction } = renderRequests();
    await chooseInMenu('Aarav Mehta', 'Delete');
    await screen.findByRole('alertdialog', { name: 'Delete this signup request?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onAction).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More actions for Aarav Mehta' })).toHaveFocus(),
    );
  });
});
