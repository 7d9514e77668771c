import { Select, TextArea, TextField } from '@studio/ui';
import type { ServiceOption } from '@studio/content/messageForms';
import { fullRow } from './MessageFormCard.css';
import type { SelectFieldBinding, TextFieldBinding } from './useMessageForm';

// The fields the contact and support forms both ask for, so each is written and labelled once.
// Each takes only the binder it needs, which accepts any form whose fields include its own.

type SenderField = 'name' | 'email' | 'phone';

/** Who is writing: full name and email (both required) and an optional phone number. */
export function SenderFields({
  form,
  labels,
}: {
  form: { text: (field: SenderField) => TextFieldBinding };
  labels: Record<SenderField, string>;
}) {
  return (
    <>
      <TextField label={labels.name} required autoComplete="name" {...form.text('name')} />
      <TextField
        label={labels.email}
        type="email"
        required
        autoComplete="email"
        {...form.text('email')}
      />
      <TextField label={labels.phone} type="tel" autoComplete="tel" {...form.text('phone')} />
    </>
  );
}

/** The optional service the message is about. */
export function ServiceField({
  form,
  label,
  placeholder,
  options,
}: {
  form: { select: (field: 'service') => SelectFieldBinding };
  label: string;
  placeholder: string;
  options: ServiceOption[];
}) {
  return (
    <Select label={label} placeholder={placeholder} options={options} {...form.select('service')} />
  );
}

/** The required message, across the whole form. */
export function MessageField({
  form,
  label,
}: {
  form: { text: (field: 'message') => TextFieldBinding };
  label: string;
}) {
  return (
    <div className={fullRow}>
      <TextArea label={label} required rows={6} {...form.text('message')} />
    </div>
  );
}
