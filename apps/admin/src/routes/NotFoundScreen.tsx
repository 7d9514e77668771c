import { Button, Stack } from '@studio/ui';
import { AuthScreen } from '../layout/AuthScreen';

/** Client-side fallback for an admin path the app does not know (the server answers 404 itself). */
export default function NotFoundScreen() {
  return (
    <AuthScreen
      title="404 Page Not Found"
      lead="The page you're looking for doesn't exist or has been moved."
    >
      <Stack direction="row" gap="3" wrap>
        <Button asChild variant="primary">
          <a href="/">Go Home</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="/sitemap">View Sitemap</a>
        </Button>
      </Stack>
    </AuthScreen>
  );
}
