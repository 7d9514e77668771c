import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteSearchField } from './SiteSearchField';

const meta = {
  title: 'Blocks/SiteSearchField',
  component: SiteSearchField,
  args: { label: 'Search the site', placeholder: 'Search...', action: '/search', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** As a site header shows it before the combobox's code has loaded. */
export const Compact: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute(
      'name',
      'q',
    );
  },
};
