import { Box, Grid, Heading, Text } from '@studio/ui';
import { useId, type ReactNode } from 'react';
import { MessageForm } from './MessageForm';
import { outlinedPanel } from '../components/outlinedPanel';
import * as styles from './MessageFormCard.css';
import type { MessageFormTexts } from '@studio/content/messageForms';
import type { MessageForm as MessageFormState } from './useMessageForm';

export interface MessageFormCardProps<F extends string> {
  form: MessageFormState<F>;
  texts: Pick<MessageFormTexts, 'submit' | 'sending'>;
  heading: string;
  intro: string;
  /** Added to the card, e.g. to cap its width. */
  className?: string;
  /** The fields, two a row from 768 px; wrap one in `fullRow` (from MessageFormCard.css) to span both. */
  children: ReactNode;
}

/** A message form in a card, named by its heading, with a short intro (contact and support pages). */
export function MessageFormCard<F extends string>({
  form,
  texts,
  heading,
  intro,
  className,
  children,
}: MessageFormCardProps<F>) {
  const headingId = useId();
  return (
    <Box as="section" {...outlinedPanel} gap="5" className={className} aria-labelledby={headingId}>
      <Box display="grid" gap="2" className={styles.header}>
        <Heading level={2} size="lg" id={headingId}>
          {heading}
        </Heading>
        <Text tone="muted" size="sm">
          {intro}
        </Text>
      </Box>
      <MessageForm form={form} texts={texts} labelledBy={headingId}>
        <Grid columns={{ base: '1', mobile: '2' }}>{children}</Grid>
      </MessageForm>
    </Box>
  );
}
