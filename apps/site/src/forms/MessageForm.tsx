import { Box, Button, Text } from '@studio/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './MessageForm.css';
import type { MessageFormTexts } from '@studio/content/messageForms';
import { useWords } from '../i18n/siteWords';
import type { MessageForm as MessageFormState } from './useMessageForm';

export type MessageFormProps<F extends string> = {
  form: MessageFormState<F>;
  texts: Pick<MessageFormTexts, 'submit' | 'sending'>;
  /** Names the form for assistive technology, e.g. the id of its heading. */
  labelledBy?: string;
  /** The fields, laid out by the page. */
  children: ReactNode;
  /** Stretches the submit button across the form (narrow forms). */
  fullWidthSubmit?: boolean;
};

/**
 * The frame every message form shares: the native form (so the browser's required and email
 * checks run), the honeypot, the submit button with its sending state, and the outcome message.
 */
export function MessageForm<F extends string>({
  form,
  texts,
  labelledBy,
  children,
  fullWidthSubmit = false,
}: MessageFormProps<F>) {
  const { state, refusals } = form;
  const { honeypot } = useWords('form');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    // Keyboard and screen-reader users land on the first field the API refused.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <Box
      as="form"
      ref={formRef}
      display="grid"
      gap="4"
      aria-labelledby={labelledBy}
      onSubmit={form.onSubmit}
    >
      {children}
      {/* People never see or reach this field; bots that fill every input give themselves away. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Box display="flex" marginTop="2">
        <Button
          type="submit"
          size="lg"
          fullWidth={fullWidthSubmit}
          loading={state.status === 'sending'}
          loadingText={texts.sending}
        >
          {texts.submit}
        </Button>
      </Box>
      {/* Always present, so screen readers announce the outcome when it appears. */}
      <div>
        <div role="status">
          {state.status === 'sent' ? (
            <Text tone="success" weight="medium" className={styles.success}>
              {state.message}
            </Text>
          ) : null}
        </div>
        <div role="alert">
          {state.status === 'failed' ? (
            <Text tone="critical" weight="medium" className={styles.failure}>
              {state.message}
            </Text>
          ) : null}
        </div>
      </div>
    </Box>
  );
}
