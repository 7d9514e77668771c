import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as sample from '../../stories/sampleRecords';
import type { SampleOrder, SampleSeat } from '../../stories/sampleRecords';
import { chooseInMenu, renderOrders, orderTable, rowFor } from '../../test/statusActionTable';
import { StatusActionTable } from './StatusActionTable';

/** The table driven by a search box elsewhere on the page: its own box is left out. */
function ControlledSearch(props: { search: string; onSearchChange: (search: string) => void }) {
  return (
    <StatusActionTable<SampleOrder>
      {...orderTable}
      rows={sample.sampleOrders}
      onAction={vi.fn()}
      hideSearch
      {...props}
    />
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const actionLabels = (name: string) =>
  within(rowFor(name))
    .getAllByRole('button')
    .map((button) => button.textContent);
const withReturnFocus = expect.objectContaining({ returnFocus: expect.any(Function) });

describe('StatusActionTable', { timeout: 30_000 }, () => {
  it('given 42 orders › shows a captioned table, page 1 of 10 rows and the summary', () => {
    renderOrders();
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 42');
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('given a row › shows its status as a badge in the tone the app gave it, its main action as a button and a labelled menu', () => {
    renderOrders();
    expect(within(rowFor('Meera Joshi')).getByText('Pending')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    expect(actionLabels('Meera Joshi')).toEqual(['Mark paid', 'More']);
    expect(within(rowFor('Daniel Okafor')).getByText('Paid')).toBeInTheDocument();
    expect(actionLabels('Daniel Okafor')).toEqual(['Ship', 'More']);
    expect(actionLabels('Rohan Verma')).toEqual(['Mark delivered', 'More']);
    // No action marked main: the first one is the button.
    expect(actionLabels('Sunita Devi')).toEqual(['View', 'More']);
    expect(screen.getByRole('button', { name: 'Mark paid Meera Joshi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions for Meera Joshi' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('given a row menu › opened › lists the other actions getActions returns, in order', async () => {
    renderOrders();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Meera Joshi' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit', 'Cancel order']);
  });

  it('given a row menu › by keyboard › Enter opens it on its first item, arrows move, Enter runs the action and focus returns to the menu button', async () => {
    const { onAction } = renderOrders();
    const more = screen.getByRole('button', { name: 'More actions for Meera Joshi' });
    act(() => more.focus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(onAction).toHaveBeenCalledWith(
        'edit',
        sample.sampleOrders[0],
        {},
        withReturnFocus,
      ),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('given a column header › when its sort button is clicked › then rows sort and aria-sort follows', async () => {
    renderOrders();
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('Aarav Mehta');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('Vikram Singh');
    expect(screen.getByRole('columnheader', { name: 'Phone' })).not.toHaveAttribute('aria-sort');
  });

  it('given a search › when typing › then rows filter case-insensitively and the page resets', async () => {
    renderOrders();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'NEPAL');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–4 of 4');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('given the status filter › when Shipped is chosen › then only shipped rows show', async () => {
    renderOrders();
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shipped' }));
    const statuses = bodyRows().map((row) => within(row).getAllByRole('cell')[4]!.textContent);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((text) => text?.endsWith('Shipped'))).toBe(true);
  });

  it('given pagination › Next and Previous move pages and the page size changes the count', async () => {
    renderOrders();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 11–20 of 42');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 42');
    // At the first page Previous stays focused but does nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 42');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50 per page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–42 of 42');
  });

  it('given View (no confirmation) › when clicked › then onAction runs at once, and returnFocus() brings focus back to the button', async () => {
    const { onAction } = renderOrders();
    const view = screen.getByRole('button', { name: 'View Sunita Devi' });
    await userEvent.click(view);
    expect(onAction).toHaveBeenCalledWith(
      'view',
      sample.sampleOrders[2],
      {},
      withReturnFocus,
    );
    // The app's own dialog had focus and closed without a trigger to return to.
    act(() => view.blur());
    expect(document.body).toHaveFocus();
    act(() => onAction.mock.calls[0]![3].returnFocus());
    expect(view).toHaveFocus();
  });

  it('given Mark paid › opens a dialog with the facts and the default message, and confirms with it', async () => {
    const { onAction } = renderOrders();
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid Meera Joshi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this order paid?' });
    expect(within(dialog).getByText('meera.joshi@mail.example')).toBeInTheDocument();
    expect(within(dialog).getByText('+91 9820007919')).toBeInTheDocument();
    expect(within(dialog).getByText('India')).toBeInTheDocument();
    const message = within(dialog).getByRole('textbox', { name: 'Message (optional)' });
    expect(message).toHaveValue('Payment received, thank you for your order.');
    await userEvent.clear(message);
    await userEvent.type(message, 'Paid by bank transfer, thank you');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(onAction).toHaveBeenCalledWith(
      'markPaid',
      sample.sampleOrders[0],
      { message: 'Paid by bank transfer, thank you' },
      withReturnFocus,
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark paid Meera Joshi' })).toHaveFocus();
  });

  it('given an async action that fails › the dialog shows loading, then stays open with the error', async () => {
    let rejectAction: (error: Error) => void = () => {};
    const onAction = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          rejectAction = reject;
        }),
    );
    renderOrders({ onAction });
    await chooseInMenu('Kabir Khan', 'Refund');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('button', { name: 'Working...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rejectAction(new Error('Order not found!'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order not found!');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('given team seats › an empty reason shows the message the app gave inline; a reason confirms', async () => {
    const onAction = vi.fn(() => Promise.resolve());
    render(
      <StatusActionTable<SampleSeat>
        caption="Team seats"
        rows={sample.sampleSeats}
        columns={[
          { key: 'name', header: 'Name' },
          { key: 'email', header: 'Email' },
        ]}
        getRowId={(seat) => seat.id}
        getRowFacts={(seat) => [
          { label: 'Name', value: seat.name },
          { label: 'Email', value: seat.email },
        ]}
        getStatus={(seat) => seat.status}
        getActions={(seat) => sample.sampleSeatActions(seat.status)}
        statuses={sample.sampleSeatStatuses}
        reasonRequiredMessage={sample.sampleReasonRequiredMessage}
        onAction={onAction}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Suspend Daniel Okafor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend this seat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription(sample.sampleReasonRequiredMessage);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Contract paused until January');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(onAction).toHaveBeenCalledWith(
      'suspend',
      sample.sampleSeats[1],
      { reason: 'Contract paused until January' },
      withReturnFocus,
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('given an action that is itself a cancelling › its dialog names the way out with the app’s cancelLabel', async () => {
    const { onAction } = renderOrders();
    await chooseInMenu('Meera Joshi', 'Cancel order');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('given loading › shows a labelled spinner and no rows or pagination', () => {
    renderOrders({ loading: true });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading orders');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('given an error › shows it as an alert with Retry', async () => {
    const onRetry = vi.fn();
    renderOrders({ error: 'Could not load orders.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load orders.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given no rows › shows the empty message; given no match › offers Clear filters', async () => {
    const { unmount } = renderOrders({ rows: [], emptyMessage: 'No orders yet.' });
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    unmount();
    renderOrders();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zzz');
    expect(screen.getByText('No results match your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(10);
  });

  it('given the app’s own words for Retry and Clear filters › the buttons read them', async () => {
    const { unmount } = renderOrders({
      error: 'Laden mislukt.',
      onRetry: vi.fn(),
      retryLabel: 'Opnieuw',
    });
    expect(screen.getByRole('button', { name: 'Opnieuw' })).toBeInTheDocument();
    unmount();
    renderOrders({ clearFiltersLabel: 'Filters wissen' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zzz');
    expect(screen.getByRole('button', { name: 'Filters wissen' })).toBeInTheDocument();
  });

  it('given a controlled search › filters by it, starts again on page 1, and Clear filters reports an empty search', async () => {
    const onSearchChange = vi.fn();
    const { rerender } = render(<ControlledSearch search="" onSearchChange={onSearchChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    rerender(<ControlledSearch search="nepal" onSearchChange={onSearchChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–4 of 4');
    rerender(<ControlledSearch search="zzz" onSearchChange={onSearchChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onSearchChange).toHaveBeenCalledWith('');
  });

  it('has no axe violations in the default state and with a dialog open', async () => {
    const { container } = renderOrders();
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid Meera Joshi' }));
    await screen.findByRole('alertdialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('has no axe violations with a row menu open', async () => {
    renderOrders();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Meera Joshi' }));
    await screen.findByRole('menu');
    // The menu is portalled outside any landmark, as every popover is; the page's own rule.
    const open = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(open.violations).toEqual([]);
  });
});
