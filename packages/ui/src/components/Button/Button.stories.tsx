import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Stack } from '../Stack';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from '../_internal/BaseButton.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './Button.guide.md?raw';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book a session', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** `secondary`: actions beside the main one, such as a second call to action or Cancel. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'View all releases' } };
/** `ghost`: quiet actions in toolbars, menus and table rows. */
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
/** `critical`: destructive actions; confirm them with a ConfirmDialog. */
export const Critical: Story = { args: { variant: 'critical', children: 'Delete request' } };

/** `loading`: the label (or `loadingText`) with a spinner; presses are blocked and focus stays. */
export const Loading: Story = {
  args: { loading: true, loadingText: 'Sending...', children: 'Send message' },
};

export const Disabled: Story = { args: { disabled: true, children: 'Send OTP' } };

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#video">Watch Now</a> },
};

/** A link that cannot be followed yet: it stays in the tab order and says it is unavailable. */
export const AsLinkDisabled: Story = {
  args: { asChild: true, disabled: true, children: <a href="#video">Watch Now</a> },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: (args) => (
    <Stack gap="4">
      {buttonSizes.map((size) => (
        <Stack key={size} direction="row" gap="3" wrap align="center">
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} size={size} disabled>
            disabled {size}
          </Button>
          <Button {...args} size={size} loading>
            loading {size}
          </Button>
        </Stack>
      ))}
    </Stack>
  ),
};
