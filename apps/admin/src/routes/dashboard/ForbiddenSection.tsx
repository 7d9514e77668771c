import { Button, Card, Stack, Text } from '@studio/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../routePaths';
import { usePageTitle } from '../../usePageTitle';
import { SectionHeader } from './parts';

/** A super-admin section opened by an admin: the 403 page's words, and the way back. */
export function ForbiddenSection() {
  usePageTitle('Access denied');
  return (
    <>
      <SectionHeader title="Access denied" description="403" />
      <Card padding="md">
        <Stack gap="3" align="flex-start">
          <Text>You don&apos;t have permission to access this page.</Text>
          <Button asChild variant="primary">
            <Link to={paths.dashboard}>Back to the dashboard</Link>
          </Button>
        </Stack>
      </Card>
    </>
  );
}
