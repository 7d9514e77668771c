import { Button, Stack, Text } from '@studio/ui';
import type { ReactNode } from 'react';
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
  /** The language of the words typed (a translation's), when not the admin's English. */
  lang?: string;
};

/** What every part of the form passes down to the fields nested in it. */
type Shared = { disabled: boolean; richText?: RichTextSlot; lang?: string };

type PartProps<Spec extends FieldSpec> = Shared & {
  field: Spec;
  /** The field's path in the form's values. */
  name: string;
};

/** A group of fields under its label (and hint), drawn as a fieldset. */
function FieldGroup({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      as="fieldset"
      gap="3"
      padding="4"
      borderRadius="md"
      border="standard"
      className={styles.group}
    >
      <legend className={styles.legend}>{label}</legend>
      {hint ? (
        <Text tone="muted" size="sm">
          {hint}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

function RepeatField({
  field,
  name,
  ...shared
}: PartProps<Extract<FieldSpec, { kind: 'repeat' }>>) {
  const { setValue, control } = useFormContext();
  const items = (useWatch({ control, name }) as unknown[] | undefined) ?? [];
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  return (
    <FieldGroup label={field.label} hint={field.hint}>
      {items.map((_, index) => (
        <Stack key={index} gap="2" paddingBottom="3" className={styles.repeatItem}>
          <SchemaFields fields={field.fields} prefix={`${name}.${index}`} {...shared} />
          <Button
            size="sm"
            variant="ghost"
            disabled={shared.disabled}
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
        </Stack>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={shared.disabled || full}
          onClick={() =>
            setValue(name, [...items, emptyObject(field.fields)], { shouldDirty: true })
          }
        >
          Add {field.itemLabel.toLowerCase()}
        </Button>
      </div>
    </FieldGroup>
  );
}

function OptionalGroup({
  field,
  name,
  ...shared
}: PartProps<Extract<FieldSpec, { kind: 'group' }>>) {
  const { setValue, control } = useFormContext();
  const value = useWatch({ control, name }) as unknown;
  return (
    <FieldGroup label={field.label} hint={field.hint}>
      {value === undefined ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={shared.disabled}
            onClick={() => setValue(name, emptyObject(field.fields), { shouldDirty: true })}
          >
            Add {field.label.toLowerCase()}
          </Button>
        </div>
      ) : (
        <>
          <SchemaFields fields={field.fields} prefix={name} {...shared} />
          <div>
            <Button
              size="sm"
              variant="ghost"
              disabled={shared.disabled}
              onClick={() => setValue(name, undefined, { shouldDirty: true })}
            >
              Remove {field.label.toLowerCase()}
            </Button>
          </div>
        </>
      )}
    </FieldGroup>
  );
}

/** One field of a schema: a repeated group, a group (optional or not) or a single control. */
function SchemaField(props: PartProps<FieldSpec>) {
  const { field, name, ...shared } = props;
  if (field.kind === 'repeat') return <RepeatField {...props} field={field} />;
  if (field.kind === 'group' && !field.required) return <OptionalGroup {...props} field={field} />;
  if (field.kind === 'group')
    return (
      <FieldGroup label={field.label} hint={field.hint}>
        <SchemaFields fields={field.fields} prefix={name} {...shared} />
      </FieldGroup>
    );
  return <LeafField {...props} />;
}

/** The form fields of a schema's properties, nested groups as fieldsets. */
export function SchemaFields({ fields, prefix, disabled = false, richText, lang }: Props) {
  const shared: Shared = { disabled, richText, lang };
  return (
    <Stack gap="4">
      {fields.map((field) => {
        const name = `${prefix}.${field.name}`;
        return <SchemaField key={name} field={field} name={name} {...shared} />;
      })}
    </Stack>
  );
}
