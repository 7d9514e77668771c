import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { IconButton } from './IconButton';
import { iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton.css';
import { gridModes } from '../../stories/chromaticModes';

const icons = {
  close: (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  ),
  play: (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
      <path d="M8 5.5v13l11-6.5-11-6.5Z" />
    </svg>
  ),
  menu: (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  ),
  trash: (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    </svg>
  ),
};

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Play Monsoon Ragas', children: icons.play, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A button that shows only an icon: close, play, open menu, delete. It shares Button's variants (`ghost` by default here) and sizes but is square or round. `aria-label` is required by its type: it is the only name a screen reader hears, so write the action and its object (`Play Monsoon Ragas`, not `Play`). `asChild` renders a link (e.g. a social profile) with the same look.\n\n**Accessibility:** the icon is hidden from screen readers; on phones small buttons get an invisible 48px touch area; loading keeps focus and blocks clicks.",
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play Monsoon Ragas' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Close: Story = { args: { 'aria-label': 'Close', children: icons.close } };
export const Critical: Story = {
  args: {
    'aria-label': 'Delete request from Asha Verma',
    variant: 'critical',
    children: icons.trash,
  },
};
export const Loading: Story = {
  args: { loading: true, variant: 'primary', shape: 'circle' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play Monsoon Ragas' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };

export const AsLink: Story = {
  args: {
    asChild: true,
    'aria-label': 'Sargam Studios on Instagram (opens in a new tab)',
    variant: 'secondary',
    shape: 'circle',
    children: (
      <a href="https://instagram.com/sargamstudios" target="_blank" rel="noopener noreferrer">
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
        </svg>
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Sargam Studios on Instagram (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Narrow: Story = {
  args: { 'aria-label': 'Open menu', children: icons.menu, size: 'sm' },
  globals: { viewport: { value: 'mobile390' } },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: (args) => (
    <Stack gap="4">
      {iconButtonSizes.map((size) => (
        <Stack key={size} direction="row" gap="3" align="center" wrap>
          {iconButtonVariants.map((variant) =>
            iconButtonShapes.map((shape) => (
              <IconButton
                key={`${variant}-${shape}`}
                {...args}
                aria-label={`Close (${variant} ${shape} ${size})`}
                variant={variant}
                shape={shape}
                size={size}
              >
                {icons.close}
              </IconButton>
            )),
          )}
          <IconButton {...args} aria-label={`Disabled ${size}`} size={size} disabled>
            {icons.trash}
          </IconButton>
          <IconButton {...args} aria-label={`Loading ${size}`} size={size} loading>
            {icons.play}
          </IconButton>
        </Stack>
      ))}
    </Stack>
  ),
};
