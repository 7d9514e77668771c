import { Heading, Stack, Text } from '@studio/ui';
import type { ReactNode } from 'react';

/** A section's title (the page's one h1), what it is for, and its own actions. */
export function SectionHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack direction="row" wrap gap="3" align="flex-end" justify="space-between" marginBottom="5">
      <Stack gap="1">
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{description}</Text>
      </Stack>
      {actions ? (
        <Stack direction="row" gap="2">
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
