import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { TextField } from './TextField';
import { textFieldSizes, textFieldTypes } from './TextField.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './TextField.guide.md?raw';

const SearchIcon = () => <MagnifyingGlassIcon width="1em" height="1em" />;

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: {
    label: 'Full Name',
    placeholder: 'Your full name',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    size: { control: 'inline-radio', options: textFieldSizes },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    leadingIcon: { control: false },
    endSlot: { control: false },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: 'Full Name' }),
      'Asha Verma',
    );
  },
};

/** `type="email"`: the email keyboard on phones. */
export const Email: Story = {
  args: {
    label: 'Email Address',
    type: 'email',
    required: true,
    placeholder: 'you@example.com',
    autoComplete: 'email',
  },
};

export const WithHint: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    hint: 'Optional. We call only if you ask us to.',
    autoComplete: 'tel',
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email Address',
    type: 'email',
    required: true,
    defaultValue: 'asha@',
    error: 'Please enter a valid email address.',
  },
};

export const Disabled: Story = {
  args: { label: 'Company/Artist Name', defaultValue: 'Example Records', disabled: true },
};

/** A search box with a decorative `leadingIcon`, named by `aria-label` where there is no visible label. */
export const SearchWithIcon: Story = {
  args: {
    label: undefined,
    'aria-label': 'Search tracks, artists, or genres',
    type: 'search',
    placeholder: 'Search tracks, artists, or genres...',
    leadingIcon: <SearchIcon />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', {
      name: 'Search tracks, artists, or genres',
    });
    await userEvent.type(input, 'Bhakti');
  },
};

export const LongText: Story = {
  args: {
    label: 'Company/Artist Name',
    defaultValue:
      'The Midnight Raga Collective & Friends (Live at the Riverside Amphitheatre Sessions)',
    hint: 'The name that should appear on credits, liner notes and the release page of every platform.',
  },
};

export const Narrow: Story = {
  args: { label: 'Email Address', type: 'email', hint: 'We reply within 24 hours.' },
  globals: { viewport: { value: 'mobile390' } },
};

export const AllVariants: Story = {
  parameters: gridModes,
  args: { label: undefined },
  render: (args) => (
    <Stack gap="4">
      {textFieldSizes.map((size) => (
        <TextField
          key={size}
          {...args}
          size={size}
          label={`Size ${size}`}
          placeholder="Your full name"
        />
      ))}
      <TextField
        {...args}
        label="With icon"
        type="search"
        leadingIcon={<SearchIcon />}
        placeholder="Search releases"
      />
      <TextField
        {...args}
        label="Invalid"
        defaultValue="asha@"
        error="Please enter a valid email address."
      />
      <TextField {...args} label="Disabled" defaultValue="Example Records" disabled />
      <TextField {...args} label="Read only" defaultValue="hello@company.example" readOnly />
    </Stack>
  ),
};
