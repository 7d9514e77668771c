import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Pagination, type PaginationProps } from './Pagination';
import guide from './Pagination.guide.md?raw';

const meta = {
  title: 'Blocks/Pagination',
  component: Pagination,
  args: { label: 'Inbox pages', page: 1, pageSize: 20, total: 57, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageSize: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0 } },
    labels: { control: false },
  },
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pager whose page lives in the story, as it lives in the app's state or URL. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={
        props.pageSizeOptions
          ? (size) => {
              setPageSize(size);
              setPage(1);
              props.onPageSizeChange?.(size);
            }
          : undefined
      }
    />
  );
}

/** Pressing Next and Previous moves the range; at the first page Previous keeps focus but does nothing. */
export const Playground: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 1–20 of 57');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(status).toHaveTextContent('Showing 21–40 of 57');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await expect(status).toHaveTextContent('Showing 1–20 of 57');
  },
};

/** With a choice of items per page: choosing one starts again on page 1. */
export const WithPageSize: Story = {
  args: { page: 2, pageSize: 10, total: 42, pageSizeOptions: [10, 20, 50], onPageSizeChange: fn() },
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 11–20 of 42');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: '20 per page' }),
    );
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1–20 of 42');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/** Nothing to page through: both buttons are unavailable. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing to show');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Another language through `labels`. */
export const OtherLanguage: Story = {
  args: {
    label: 'Pages de la boîte de réception',
    page: 2,
    labels: {
      summary: (first, last, total) => `${first}–${last} sur ${total}`,
      pageOf: (page, count) => `Page ${page} sur ${count}`,
      previous: 'Précédent',
      next: 'Suivant',
      previousName: 'Page précédente',
      nextName: 'Page suivante',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(
      'Pages de la boîte de réception',
    );
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toHaveTextContent(
      'Suivant',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('21–40 sur 57');
  },
};

/** The states side by side, for visual review. */
export const AllVariants: Story = {
  render: (args) => (
    <Stack gap="6">
      <Pagination {...args} label="On the first page" />
      <Pagination {...args} label="On the last page" page={3} />
      <Pagination
        {...args}
        label="With a page size"
        page={2}
        pageSize={10}
        pageSizeOptions={[10, 20, 50]}
        onPageSizeChange={fn()}
      />
      <Pagination {...args} label="With nothing to show" total={0} />
    </Stack>
  ),
};
