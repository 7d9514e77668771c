import { Button, Container, Heading, Stack } from '@studio/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link as RouterLink } from './SiteLink';
import type { ErrorPageContent } from '@studio/content/errors';
import * as styles from './StatusPage.css';

export interface StatusPageProps {
  content: ErrorPageContent;
  /** Extra lines under the message, such as an error ID. */
  children?: ReactNode;
}

/** An error or status page: code, title, message and the ways on. */
export function StatusPage({ content, children }: StatusPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Try Again goes back to the page that failed; arriving here directly, it reloads.
  const retry = () => (location.key === 'default' ? window.location.reload() : void navigate(-1));
  return (
    <Container
      width="narrow"
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="4"
      paddingY={{ base: '8', mobile: '9' }}
    >
      <Heading level={1} size="xl">
        {/* The code is part of the heading ("404 Page Not Found"), drawn large above it. */}
        <span className={styles.code}>{content.code}</span> {content.title}
      </Heading>
      <p className={styles.message}>{content.message}</p>
      {children}
      <Stack direction="row" wrap gap="3" marginTop="3">
        {content.actions.map((action, index) => {
          const variant = index === 0 ? 'primary' : 'secondary';
          if (action.retry) {
            return (
              <Button key={action.label} variant={variant} onClick={retry}>
                {action.label}
              </Button>
            );
          }
          if (action.to) {
            return (
              <Button key={action.label} asChild variant={variant}>
                <RouterLink to={action.to}>{action.label}</RouterLink>
              </Button>
            );
          }
          // Another app on the same origin (the admin sign-in): a full page load.
          return (
            <Button key={action.label} asChild variant={variant}>
              <a href={action.href}>{action.label}</a>
            </Button>
          );
        })}
      </Stack>
    </Container>
  );
}
