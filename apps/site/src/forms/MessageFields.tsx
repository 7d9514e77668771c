import { NativeSelect, TextArea, TextField } from '@studio/ui';
import type { ServiceOption } from '@studio/content/messageForms';
import { fullRow } from './MessageFormCard.css';
import type { FieldBinding } from './useMessageForm';

// The fields the contact and support forms both ask for, so each is written and labelled once.
// Each takes only the binder it needs, which accepts any form whose fields include its own.

type SenderField = 'name' | 'email' | 'phone';

/** Who is writing: full name and email (both required) and an optional phone number. */
export function SenderFields({
  form,
  labels,
}: {
  form: { field: (field: SenderField) => FieldBinding };
  labels: Record<SenderField, string>;
}) {
  return (
    <>
      <TextField label={labels.name} required autoComplete="name" {...form.field('name')} />
      <TextField
        label={labels.email}
        type="email"
        required
        autoComplete="email"
        {...form.field('email')}
      />
      <TextField label={labels.phone} type="tel" autoComplete="tel" {...form.field('phone')} />
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
  form: { field: (field: 'service') => FieldBinding };
  label: string;
  placeholder: string;
  options: ServiceOption[];
}) {
  return (
    <NativeSelect
      label={label}
      placeholder={placeholder}
      options={options}
      {...form.field('service')}
    />
  );
}

/** The required message, across the whole form. */
export function MessageField({
  form,
  label,
}: {
  form: { field: (field: 'message') => FieldBinding };
  label: string;
}) {
  return (
    <div className={fullRow}>
      <TextArea label={label} required rows={6} {...form.field('message')} />
    </div>
  );
}
