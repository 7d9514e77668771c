import { Button, Card, Stack, Text } from '@studio/ui';

/** A failed load: the reason, and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card padding="md">
      <Stack gap="3" align="flex-start">
        <Text role="alert" tone="critical">
          {message}
        </Text>
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Card>
  );
}
