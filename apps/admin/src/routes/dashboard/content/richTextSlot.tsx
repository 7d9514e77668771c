import { Field, Text } from '@studio/ui';
import type { RichTextSlot } from './SchemaFields';

/** The article body's field (the design system's editor takes its place once it lands). */
export const richTextSlot: RichTextSlot = ({ label, hint, error }) => (
  <Field label={label} hint={hint} error={error}>
    <Text tone="muted">The body editor is not available yet.</Text>
  </Field>
);
