import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PasswordInput } from '../PasswordInput';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { Field } from './Field';
import { sampleServices } from '../../stories/sample/services';
import guide from './Field.guide.md?raw';

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
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithError: Story = {
  args: {
    label: 'Email Address',
    hint: undefined,
    error: 'Please enter a valid email address.',
    children: <TextField type="email" defaultValue="asha@" autoComplete="email" />,
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
    children: <TextField defaultValue="Example Records" />,
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
};

type ContactErrors = Partial<Record<'name' | 'email' | 'message', string>>;

function ContactForm({ onSend }: { onSend: (data: Record<string, string>) => void }) {
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const next: ContactErrors = {};
    if (!data.name?.trim()) next.name = 'Please enter your full name.';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(data.email ?? ''))
      next.email = 'Please enter a valid email address.';
    if (!data.message?.trim()) next.message = 'Please tell us about your project.';
    setErrors(next);
    if (Object.keys(next).length === 0) {
      onSend(data);
      setSent(true);
      event.currentTarget.reset();
    }
  };
  return (
    <form
      aria-label="Send us a message"
      onSubmit={submit}
      onChange={() => setSent(false)}
      noValidate
    >
      <Stack gap="5" style={{ maxWidth: '36rem' }}>
        <Field label="Full Name" required error={errors.name}>
          <TextField name="name" autoComplete="name" />
        </Field>
        <Field label="Email Address" required error={errors.email}>
          <TextField name="email" type="email" autoComplete="email" />
        </Field>
        <Field label="Phone" hint="Optional">
          <TextField name="phone" type="tel" autoComplete="tel" />
        </Field>
        <Field label="Company/Artist Name" hint="Optional">
          <TextField name="company" autoComplete="organization" />
        </Field>
        <Field label="Service Interest">
          <Select name="service" placeholder="Select a service" options={sampleServices} />
        </Field>
        <Field label="Message" required error={errors.message}>
          <TextArea name="message" rows={5} />
        </Field>
        <Button type="submit">Send Message</Button>
        <div role="status">
          {sent ? (
            <Text tone="success" weight="medium">
              Thank you for your message! We will get back to you within 24 hours.
            </Text>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}

const onSend = fn();

/**
 * The contact page form: every control sits in a Field and gets its id,
 * description and invalid state from it; no manual ids anywhere.
 */
export const ContactFormExample: Story = {
  render: () => <ContactForm onSend={onSend} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter your full name.'));
    await userEvent.type(name, 'Asha Verma');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email Address' }),
      'asha@label.example',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Service Interest' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Mixing & Mastering' }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Five devotional tracks to mix and master before the March release.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Asha Verma',
        email: 'asha@label.example',
        service: 'mixing-mastering',
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you for your message! We will get back to you within 24 hours.',
    );
  },
};

/** A sign-in's first step: email, password with a show/hide toggle, Send OTP. */
export const SignInExample: Story = {
  render: () => (
    <form aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="5" style={{ maxWidth: '26rem' }}>
        <Field label="Email" required>
          <TextField name="email" type="email" autoComplete="username" />
        </Field>
        <Field label="Password" required>
          <PasswordInput name="password" autoComplete="current-password" />
        </Field>
        <Button type="submit" fullWidth>
          Send OTP
        </Button>
      </Stack>
    </form>
  ),
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'you@mail.example');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send OTP' })).toHaveFocus();
  },
};
