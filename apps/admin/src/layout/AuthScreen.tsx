import { Box, Card, Heading, Stack, Text } from '@studio/ui';
import type { ReactNode } from 'react';
import { useStudioName } from '../api/dashboard/website';
import { usePageTitle } from '../usePageTitle';
import * as styles from './AuthScreen.css';

type Props = {
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card (back to sign-in, to the website). */
  footer?: ReactNode;
};

/** The frame of every signed-out screen: the studio's name, one card with the title and form. */
export function AuthScreen({ title, lead, children, footer }: Props) {
  usePageTitle(title);
  const studioName = useStudioName();
  return (
    <Box
      as="main"
      display="grid"
      gridTemplateColumns="1"
      padding={{ base: '4', mobile: '7' }}
      className={styles.page}
    >
      <div className={styles.panel}>
        <span className={styles.brand}>{studioName} Admin</span>
        <Card padding="lg">
          <Stack gap="5">
            <Stack gap="2">
              <Heading level={1} size="lg">
                {title}
              </Heading>
              {lead ? <Text tone="muted">{lead}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Card>
        {footer ? (
          <Stack
            as="nav"
            direction="row"
            wrap
            justify="center"
            gap="4"
            marginTop="5"
            className={styles.footer}
            aria-label="More options"
          >
            {footer}
          </Stack>
        ) : null}
      </div>
    </Box>
  );
}
