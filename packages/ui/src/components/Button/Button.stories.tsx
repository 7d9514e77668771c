import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';
import { gridModes } from '../../stories/chromaticModes';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book a session', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The action element. Use `primary` for the one main action of a view, `secondary` beside it, `ghost` in toolbars and `critical` for destructive actions (pair it with a ConfirmDialog). `asChild` renders a router link with the button look; `loading` keeps the label, shows a spinner and blocks clicks while focus stays put.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book a session' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View all releases' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Critical: Story = { args: { variant: 'critical', children: 'Delete request' } };

export const Loading: Story = {
  args: { loading: true, loadingText: 'Sending...', children: 'Send message' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Send OTP' } };

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#video">Watch Now</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Watch Now' })).toBeVisible();
  },
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
