import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationProps } from './Pagination';

/** The inbox's first page of 57 messages, 20 a page, with a 10-or-20 choice when handled. */
const renderInboxPages = (props: Partial<PaginationProps> = {}) =>
  render(
    <Pagination
      label="Inbox pages"
      page={1}
      pageSize={20}
      total={57}
      pageSizeOptions={[10, 20]}
      onPageChange={vi.fn()}
      {...props}
    />,
  );

// Paging back and forth, the page-size choice and other languages are played in the stories;
// here what they do not show.
describe('Pagination', { timeout: 30_000 }, () => {
  it('given the last page › shows the partial range and Next does nothing while keeping focus', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        label="Audit log pages"
        page={3}
        pageSize={20}
        total={57}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 41–57 of 57');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    expect(next).toHaveFocus();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('given no page-size handler › shows no page-size choice', () => {
    renderInboxPages();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('has no axe violations with its page-size choice closed and open', async () => {
    const { container } = renderInboxPages({ onPageSizeChange: vi.fn() });
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await screen.findByRole('listbox');
    // The list is portalled to <body>; page landmarks ("region") are the app's concern.
    const open = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(open.violations).toEqual([]);
  }, 30_000);
});
