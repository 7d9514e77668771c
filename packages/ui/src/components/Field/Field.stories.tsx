import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { Field } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Full Name',
    hint: 'As it should appear on the contract.',
    required: true,
    disabled: false,
    children: <TextField autoComplete="name" />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Label, hint, required marker and error message around one control. Controls inside a Field (TextField, TextArea, Select, PasswordInput, OtpInput, or your own through `useFieldControl()`) receive their `id`, `aria-describedby` (hint, then error) and `aria-invalid` from it: no manual ids.\n\n**Two ways, one result:** wrap a control in `<Field label hint error required>`, or pass `label`, `hint` and `error` straight to the control, which then draws the Field itself. Use the wrapper when you compose your own control; the shorthand for everyday forms. Set `id` on the Field, not on the control.\n\n**Accessibility:** the label is a real `<label for>`. Required fields show a `*` that screen readers skip, while the control is natively `required`, so screen readers say "required" and the browser validates it. The error message lives in a polite live region that exists from the start, so it is announced when it appears, and it describes the control.',
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Full Name'));
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toHaveFocus();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('As it should appear on the contract.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email Address',
    hint: undefined,
    error: 'Please enter a valid email address.',
    children: <TextField type="email" defaultValue="asha@" autoComplete="email" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

export const Optional: Story = {
  args: {
    label: 'Phone',
    required: false,
    hint: 'Optional',
    children: <TextField type="tel" autoComplete="tel" />,
  },
};

export const Disabled: Story = {
  args: {
    label: 'Company/Artist Name',
    disabled: true,
    required: false,
    hint: undefined,
    children: <TextField defaultValue="Sargam Studios" />,
  },
};

export const LongLabelAndError: Story = {
  args: {
    label:
      'Company/Artist Name, exactly as it should appear on streaming platforms and in the credits',
    hint: 'If you release under several names, give the one this project is for; we will ask about the others later.',
    error:
      'This name is already used by another artist on the label. Add a distinguishing word or contact us.',
    required: false,
    children: <TextField defaultValue="Midnight Raga" />,
  },
  globals: { viewport: { value: 'mobile390' } },
};

/** The shorthand: the same field drawn by passing `label`, `hint` and `error` to the control. */
export const Shorthand: Story = {
  render: () => (
    <Stack gap="5">
      <TextField label="Full Name" required autoComplete="name" />
      <TextField
        label="Email Address"
        type="email"
        required
        error="Please enter a valid email address."
      />
      <TextField label="Phone" type="tel" hint="Optional" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Optional',
    );
  },
};
