import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { textFieldSizes } from '../TextField';
import { Stack } from '../Stack';
import { PasswordInput } from './PasswordInput';
import { gridModes } from '../../stories/chromaticModes';
import guide from './PasswordInput.guide.md?raw';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: {
    label: 'Password',
    required: true,
    autoComplete: 'current-password',
    onVisibleChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'sunrise-raga-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
  },
};

/** Shown: the toggle has been pressed (or `defaultVisible`). */
export const Shown: Story = { args: { defaultVisible: true, defaultValue: 'sunrise-raga-42' } };

/** `autoComplete="new-password"`: sign-up and reset, so password managers suggest one. */
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters. A few unrelated words are easy to remember and hard to guess.',
  },
};

export const Invalid: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    defaultValue: 'studio',
    error: 'Password must be at least 8 characters long.',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'sunrise-raga-42' } };

/** The admin sign-in's first step: the password beside the email, with a show/hide toggle. */
export const SignIn: Story = {
  args: { autoComplete: 'current-password' },
  globals: { viewport: { value: 'mobile390' } },
  play: async () => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
  },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: (args) => (
    <Stack gap="4">
      {textFieldSizes.map((size) => (
        <PasswordInput
          key={size}
          {...args}
          size={size}
          label={`Size ${size}`}
          defaultValue="sunrise-raga-42"
        />
      ))}
      <PasswordInput {...args} label="Shown" defaultVisible defaultValue="sunrise-raga-42" />
      <PasswordInput
        {...args}
        label="Invalid"
        defaultValue="studio"
        error="Password must be at least 8 characters long."
      />
      <PasswordInput {...args} label="Disabled" disabled defaultValue="sunrise-raga-42" />
    </Stack>
  ),
};
