import { Button, Stack, Text } from '@studio/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { emptyObject, type FieldSpec } from './fieldSpecs';
import { LeafField, type RichTextSlot } from './LeafField';
import * as styles from './content.css';

export type { RichTextSlot } from './LeafField';

type Props = {
  fields: readonly FieldSpec[];
  /** Where the fields live in the form's values (`data`, `settings.identity`). */
  prefix: string;
  disabled?: boolean;
  richText?: RichTextSlot;
};

function RepeatField({
  field,
  name,
  disabled,
  richText,
}: {
  field: Extract<FieldSpec, { kind: 'repeat' }>;
  name: string;
  disabled: boolean;
  richText?: RichTextSlot;
}) {
  const { setValue, control } = useFormContext();
  const items = (useWatch({ control, name }) as unknown[] | undefined) ?? [];
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{field.label}</legend>
      {field.hint ? (
        <Text tone="muted" size="sm">
          {field.hint}
        </Text>
      ) : null}
      {items.map((_, index) => (
        <div key={index} className={styles.repeatItem}>
          <SchemaFields
            fields={field.fields}
            prefix={`${name}.${index}`}
            disabled={disabled}
            richText={richText}
          />
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={() =>
              setValue(
                name,
                items.filter((__, other) => other !== index),
                { shouldDirty: true },
              )
            }
          >
            Remove {field.itemLabel.toLowerCase()} {index + 1}
          </Button>
        </div>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled || full}
          onClick={() =>
            setValue(name, [...items, emptyObject(field.fields)], { shouldDirty: true })
          }
        >
          Add {field.itemLabel.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}

function OptionalGroup({
  field,
  name,
  disabled,
  richText,
}: {
  field: Extract<FieldSpec, { kind: 'group' }>;
  name: string;
  disabled: boolean;
  richText?: RichTextSlot;
}) {
  const { setValue, control } = useFormContext();
  const value = useWatch({ control, name }) as unknown;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{field.label}</legend>
      {value === undefined ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => setValue(name, emptyObject(field.fields), { shouldDirty: true })}
          >
            Add {field.label.toLowerCase()}
          </Button>
        </div>
      ) : (
        <>
          <SchemaFields
            fields={field.fields}
            prefix={name}
            disabled={disabled}
            richText={richText}
          />
          <div>
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              onClick={() => setValue(name, undefined, { shouldDirty: true })}
            >
              Remove {field.label.toLowerCase()}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}

/** The form fields of a schema's properties, nested groups as fieldsets. */
export function SchemaFields({ fields, prefix, disabled = false, richText }: Props) {
  return (
    <Stack gap="4">
      {fields.map((field) => {
        const name = `${prefix}.${field.name}`;
        if (field.kind === 'repeat')
          return (
            <RepeatField
              key={name}
              field={field}
              name={name}
              disabled={disabled}
              richText={richText}
            />
          );
        if (field.kind === 'group' && !field.required)
          return (
            <OptionalGroup
              key={name}
              field={field}
              name={name}
              disabled={disabled}
              richText={richText}
            />
          );
        if (field.kind === 'group')
          return (
            <fieldset key={name} className={styles.group}>
              <legend className={styles.legend}>{field.label}</legend>
              <SchemaFields
                fields={field.fields}
                prefix={name}
                disabled={disabled}
                richText={richText}
              />
            </fieldset>
          );
        return (
          <LeafField key={name} field={field} name={name} disabled={disabled} richText={richText} />
        );
      })}
    </Stack>
  );
}
