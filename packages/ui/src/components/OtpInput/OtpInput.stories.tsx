import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Field } from '../Field';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { OtpInput } from './OtpInput';
import guide from './OtpInput.guide.md?raw';

const meta = {
  title: 'Blocks/OtpInput',
  component: OtpInput,
  args: {
    label: 'Enter OTP',
    hint: 'We sent a 6-digit code to you@mail.example. It expires in 10 minutes.',
    name: 'otp',
    onChange: fn(),
    onComplete: fn(),
    onVisibleChange: fn(),
  },
  argTypes: {
    length: { control: { type: 'number', min: 4, max: 8 } },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    showToggle: { control: 'boolean' },
    error: { control: 'text' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one input behind the slots, named by the story's label. */
const codeInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Enter OTP' });

/** A play step that types `text` into the code as a person would, key by key. */
const typeCode =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.type(codeInput(canvasElement), text);
  };

export const Playground: Story = { play: typeCode('482139') };

/** Typing: digits land in the slots one by one; letters and symbols are ignored. */
export const TypeDigits: Story = { args: { defaultVisible: true }, play: typeCode('4a8-2 x1') };

/** Pasting a whole SMS or `123 456` keeps only the digits. */
export const PasteMessyText: Story = {
  args: { defaultVisible: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(codeInput(canvasElement));
    await userEvent.paste('Code: 123 456');
  },
};

/** What SMS autofill and password managers do: write the whole code at once into the one input. */
export const Autofill: Story = {
  args: { defaultVisible: true },
  play: async ({ canvasElement }) => {
    const input = codeInput(canvasElement);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, '908172');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  },
};

/** Show and hide the digits; focus stays in the field. */
export const ToggleShow: Story = {
  args: { defaultValue: '482139' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(codeInput(canvasElement));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show code' }));
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
  },
};

export const Empty: Story = {};

export const PartlyFilled: Story = { args: { defaultValue: '482', defaultVisible: true } };

export const Complete: Story = { args: { defaultValue: '482139' } };

export const WithError: Story = {
  args: { defaultValue: '000000', error: 'Invalid OTP' },
};

export const Disabled: Story = { args: { defaultValue: '482139', disabled: true } };

/** `showToggle={false}`: no show/hide button (here with the digits shown). */
export const WithoutToggle: Story = { args: { showToggle: false, defaultVisible: true } };

function SignInOtpStep({ onVerify }: { onVerify: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length < 6) {
      setError('Please enter the OTP sent to your email.');
      return;
    }
    onVerify(code);
  };
  return (
    <form aria-labelledby="otp-step-title" onSubmit={submit} noValidate>
      <Stack gap="5" style={{ maxWidth: '26rem' }}>
        <Stack gap="2">
          <Heading level={2} size="md" id="otp-step-title">
            Verify OTP
          </Heading>
          <Text tone="muted" size="sm">
            Enter the 6-digit code we sent to you@mail.example.
          </Text>
        </Stack>
        <Field label="One-time password" required error={error}>
          <OtpInput
            name="otp"
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(undefined);
            }}
          />
        </Field>
        <Button type="submit" fullWidth>
          Verify OTP
        </Button>
        <Stack direction="row" justify="space-between" gap="3" wrap>
          <Button variant="ghost" onClick={() => setCode('')}>
            Back to Login
          </Button>
          <Button variant="ghost" disabled>
            Resend OTP (60s)
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

const onVerify = fn();

/** A sign-in's second step, composed from a Field, the OtpInput and Buttons. */
export const SignInCodeStep: Story = {
  render: () => <SignInOtpStep onVerify={onVerify} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    const input = canvas.getByRole('textbox', { name: 'One-time password' });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Please enter the OTP sent to your email.'),
    );
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expect(onVerify).toHaveBeenCalledWith('123456');
  },
};

export const Narrow: Story = {
  args: { defaultValue: '4821' },
  globals: { viewport: { value: 'mobile390' } },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack gap="5">
      <OtpInput {...args} label="Empty" hint={undefined} />
      <OtpInput
        {...args}
        label="Partly filled, shown"
        hint={undefined}
        defaultValue="482"
        defaultVisible
      />
      <OtpInput {...args} label="Complete, masked" hint={undefined} defaultValue="482139" />
      <OtpInput
        {...args}
        label="Error"
        hint={undefined}
        defaultValue="000000"
        error="Invalid OTP"
      />
      <OtpInput {...args} label="Disabled" hint={undefined} defaultValue="482139" disabled />
    </Stack>
  ),
};
