import type { AudioReference, ImageReference } from '@studio/contracts';
import { Button, Checkbox, Field, Select, Stack, Text, TextArea, TextField } from '@studio/ui';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  get,
  useFormContext,
  useWatch,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { MediaPicker, MediaSummary } from './MediaPicker';
import { choiceLabel, type FieldSpec } from './fieldSpecs';

/** What a control is handed by its field: its words, its value and whether it may change. */
export type FieldControlProps<Value> = {
  label: string;
  hint?: string;
  error?: string;
  /** Marks the control required (a visible * and `required`) before any press. */
  required?: boolean;
  value: Value;
  onChange: (value: Value) => void;
  disabled: boolean;
  /** The language of the words typed, when not the admin's English (a translation's). */
  lang?: string;
};

/** Renders what a field of kind `richtext` needs (the article body's editor), at `name`. */
export type RichTextSlot = (props: FieldControlProps<unknown> & { name: string }) => ReactNode;

/** `2026-05-01T10:00:00.000Z` ↔ the local `2026-05-01T12:00` of a datetime-local input. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** A textarea of one item per line that keeps what is typed (a trailing new line included). */
function LinesField({ value, onChange, ...controlProps }: FieldControlProps<string[] | undefined>) {
  const joined = (value ?? []).join('\n');
  const [text, setText] = useState(joined);
  const asLines = (raw: string) =>
    raw
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  // Replaced from outside (a restore, the server's version): show that.
  if (asLines(text).join('\n') !== joined && text !== joined) setText(joined);
  return (
    <TextArea
      {...controlProps}
      rows={3}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(asLines(event.currentTarget.value));
      }}
    />
  );
}

/**
 * One leaf field under react-hook-form's control, with its error from the form state. Its input
 * is the field's ref, so a refused Create draft puts focus on the first field to fix.
 */
export function LeafField({
  field,
  name,
  disabled,
  richText,
  lang,
}: {
  field: FieldSpec;
  name: string;
  disabled: boolean;
  richText?: RichTextSlot;
  lang?: string;
}) {
  const { control } = useFormContext<FieldValues>();
  const label = field.required ? field.label : `${field.label} (optional)`;
  const fallback = useWatch({
    control,
    name: (field.placeholderFrom ?? name) as Path<FieldValues>,
    disabled: !field.placeholderFrom,
  }) as unknown;
  const placeholder =
    field.placeholderFrom && typeof fallback === 'string' && fallback ? fallback : undefined;
  return (
    <Controller
      control={control}
      name={name as Path<FieldValues>}
      render={({ field: input, formState }) => {
        const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
        // An optional text left empty is absent, as the schema wants it.
        const setText = (text: string) =>
          input.onChange(text === '' && !field.required ? undefined : text);
        // What every kind's control shows around its input: the label, hint, error and the mark.
        const labelled = { label, hint: field.hint, error, required: field.required };
        // Only the words typed are in the field's language; its label stays the admin's.
        const written = lang ? { lang } : {};
        switch (field.kind) {
          case 'multiline':
            return (
              <TextArea
                ref={input.ref}
                {...labelled}
                {...written}
                rows={4}
                maxLength={field.maxLength}
                value={(input.value as string | undefined) ?? ''}
                onChange={(event) => setText(event.currentTarget.value)}
                onBlur={input.onBlur}
                disabled={disabled}
              />
            );
          case 'text':
          case 'date':
          case 'datetime':
            return (
              <TextField
                ref={input.ref}
                {...labelled}
                {...(field.kind === 'text' ? written : {})}
                type={
                  field.kind === 'date'
                    ? 'date'
                    : field.kind === 'datetime'
                      ? 'datetime-local'
                      : 'text'
                }
                placeholder={placeholder}
                maxLength={field.maxLength}
                value={
                  field.kind === 'datetime'
                    ? toLocalInput(input.value as string | undefined)
                    : ((input.value as string | undefined) ?? '')
                }
                onChange={(event) =>
                  setText(
                    field.kind === 'datetime'
                      ? fromLocalInput(event.currentTarget.value)
                      : event.currentTarget.value,
                  )
                }
                onBlur={input.onBlur}
                disabled={disabled}
              />
            );
          case 'number':
            return (
              <TextField
                ref={input.ref}
                {...labelled}
                type="number"
                inputMode={field.integer ? 'numeric' : 'decimal'}
                min={field.min}
                max={field.max}
                step={field.integer ? 1 : 'any'}
                value={
                  input.value === undefined || input.value === null
                    ? ''
                    : String(input.value as number)
                }
                onChange={(event) => {
                  const raw = event.currentTarget.value;
                  input.onChange(raw === '' ? undefined : Number(raw));
                }}
                onBlur={input.onBlur}
                disabled={disabled}
              />
            );
          case 'choice':
            return (
              <Select
                {...labelled}
                options={[
                  ...(field.required ? [] : [{ value: '', label: 'None' }]),
                  ...field.options.map((option) => ({ value: option, label: choiceLabel(option) })),
                ]}
                value={(input.value as string | undefined) ?? ''}
                onValueChange={(value) => setText(value)}
                disabled={disabled}
              />
            );
          case 'boolean':
            return (
              <Checkbox
                label={field.label}
                description={field.hint}
                checked={input.value === true}
                onCheckedChange={(checked) => input.onChange(checked === true)}
                disabled={disabled}
              />
            );
          case 'lines':
            return (
              <LinesField
                {...labelled}
                {...written}
                value={input.value as string[] | undefined}
                onChange={input.onChange}
                disabled={disabled}
              />
            );
          case 'image':
          case 'audio':
            return (
              // Marked required (the visible *) before any press; the Choose button is the
              // field's ref, so a refused save or create puts focus on it.
              <Field {...labelled}>
                <Stack direction="row" wrap align="center" justify="space-between" gap="3">
                  <MediaSummary
                    value={input.value as ImageReference | AudioReference | undefined}
                  />
                  <Stack direction="row" gap="2">
                    <MediaPicker
                      kind={field.kind}
                      fieldLabel={field.label}
                      buttonRef={input.ref}
                      required={field.required}
                      disabled={disabled}
                      onPick={(reference) => input.onChange(reference)}
                    />
                    {!field.required && input.value !== undefined ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={disabled}
                        onClick={() => input.onChange(undefined)}
                      >
                        Remove {field.label.toLowerCase()}
                      </Button>
                    ) : null}
                  </Stack>
                </Stack>
              </Field>
            );
          case 'richtext':
            return richText ? (
              <>
                {richText({
                  name,
                  label,
                  hint: field.hint,
                  error,
                  required: field.required,
                  value: input.value,
                  onChange: input.onChange,
                  disabled,
                  lang,
                })}
              </>
            ) : (
              <Text tone="muted">{label}: edited in its own editor.</Text>
            );
          default:
            return <></>;
        }
      }}
    />
  );
}
