import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as sample from '../../stories/sampleRecords';
import type { SampleOrder } from '../../stories/sampleRecords';
import { chooseInMenu, renderOrders, orderTable, rowFor } from '../../test/statusActionTable';
import { StatusActionTable, type StatusActionTableProps } from './StatusActionTable';

type Rows = SampleOrder[];
type Reload = (
  type: string,
  row: SampleOrder,
  setRows: (update: (current: Rows) => Rows) => void,
) => void;

/** Three orders whose list `reload` changes after an action, as a server-backed table's does. */
function LiveOrders({
  reload,
  ...props
}: { reload: Reload } & Partial<StatusActionTableProps<SampleOrder>>) {
  const [rows, setRows] = useState(sample.sampleOrders.slice(0, 3));
  return (
    <StatusActionTable<SampleOrder>
      {...orderTable}
      rows={rows}
      {...props}
      onAction={async (type, row) => reload(type, row, setRows)}
    />
  );
}

/** The action `type` moves its row to `status`. */
const setStatus =
  (type: string, status: SampleOrder['status']): Reload =>
  (actionType, row, setRows) => {
    if (actionType !== type) return;
    setRows((current) => current.map((r) => (r.id === row.id ? { ...r, status } : r)));
  };

/** The list reloads a moment after the dialog has closed, as a server-backed table does. */
const afterServer =
  (reload: Reload): Reload =>
  (...args) => {
    setTimeout(() => reload(...args), 20);
  };

describe('StatusActionTable: focus after a dialog', { timeout: 30_000 }, () => {
  it("given Mark paid on a pending row › when the row becomes paid › then focus is on the row's new main action", async () => {
    render(<LiveOrders reload={afterServer(setStatus('markPaid', 'paid'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid Meera Joshi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this order paid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(within(rowFor('Meera Joshi')).getByText('Paid')).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ship Meera Joshi' })).toHaveFocus(),
    );
  });

  it('given a search › when an action leaves the row unmatched after the list reloads › then focus moves to the table region', async () => {
    render(
      <LiveOrders defaultSearch="pending" reload={afterServer(setStatus('cancel', 'cancelled'))} />,
    );
    await chooseInMenu('Meera Joshi', 'Cancel order');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Out of stock until March',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Orders' })).toHaveFocus(),
    );
  });

  it('given an action that removes the row › when it succeeds › then focus moves to the table region', async () => {
    render(
      <LiveOrders
        reload={(type, row, setRows) => {
          if (type === 'archive') setRows((current) => current.filter((r) => r.id !== row.id));
        }}
      />,
    );
    await chooseInMenu('Sunita Devi', 'Archive');
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: 'Sunita Devi' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Orders' })).toHaveFocus(),
    );
  });

  it('given a dialog opened from the row menu › when Escape is pressed › then it closes without acting and focus returns to the menu button', async () => {
    const { onAction } = renderOrders();
    await chooseInMenu('Aarav Mehta', 'Cancel order');
    await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onAction).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More actions for Aarav Mehta' })).toHaveFocus(),
    );
  });
});
