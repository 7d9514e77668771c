import {
  Cross2Icon,
  HamburgerMenuIcon,
  InstagramLogoIcon,
  PlayIcon,
  TrashIcon,
} from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { IconButton } from './IconButton';
import { iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './IconButton.guide.md?raw';

const icons = {
  close: <Cross2Icon width="18" height="18" />,
  play: <PlayIcon width="18" height="18" />,
  menu: <HamburgerMenuIcon width="18" height="18" />,
  trash: <TrashIcon width="18" height="18" />,
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
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Play Monsoon Ragas' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Close: Story = { args: { 'aria-label': 'Close', children: icons.close } };
/** `critical`: a destructive action, named with its object. */
export const Critical: Story = {
  args: {
    'aria-label': 'Delete request from Asha Verma',
    variant: 'critical',
    children: icons.trash,
  },
};
export const Loading: Story = {
  args: { loading: true, variant: 'primary', shape: 'circle' },
};
export const Disabled: Story = { args: { disabled: true } };

/** `asChild`: a link with the icon button's look, named by its `aria-label`. */
export const AsLink: Story = {
  args: {
    asChild: true,
    'aria-label': 'Example Records on Instagram (opens in a new tab)',
    variant: 'secondary',
    shape: 'circle',
    children: (
      <a href="https://instagram.com/examplerecords" target="_blank" rel="noopener noreferrer">
        <InstagramLogoIcon aria-hidden="true" width="18" height="18" />
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Example Records on Instagram (opens in a new tab)',
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
