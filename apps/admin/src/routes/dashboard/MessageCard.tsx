import { MESSAGE_KIND_LABELS, serviceLabel, type InboxMessage } from '@studio/contracts';
import { Badge, Button, Card, Stack, Text, useToast } from '@studio/ui';
import { errorMessage } from '../../api/client';
import { useMarkRead } from '../../api/dashboard/inbox';
import { studio } from '../../studio';
import { formatDateTime } from './formatDateTime';
import * as cardStyles from './cards.css';

/** The message's heading: its subject, or what it is when the form has none. */
export function messageTitle(message: InboxMessage): string {
  if (message.subject) return message.subject;
  if (message.kind === 'early-access') return 'Early-access sign-up';
  return `Message from ${message.name ?? message.email}`;
}

/**
 * A reply in the staff member's own mail client: to the visitor, "Re:" the subject, with their
 * words quoted below. Spaces are %20, never "+", which mail clients would show as is.
 */
export function replyHref(message: InboxMessage): string {
  const subject = message.subject ?? `Your message to ${studio.name}`;
  const who = message.name ?? message.email;
  const quoted = (message.message ?? '')
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${formatDateTime(message.createdAt)}, ${who} wrote:\n${quoted}\n`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(
    `Re: ${subject}`,
  )}&body=${encodeURIComponent(body)}`;
}

export function MessageCard({ message }: { message: InboxMessage }) {
  const { toast } = useToast();
  const mark = useMarkRead();
  const who = message.name ?? message.email;
  const from = message.name ? `${message.name} <${message.email}>` : message.email;
  const title = messageTitle(message);
  const toggle = async () => {
    try {
      const answer = await mark.mutateAsync({ id: message.id, read: !message.read });
      toast.success(answer.message);
    } catch (error) {
      toast.error('The message could not be updated', {
        message: errorMessage(error, 'An error occurred. Please try again.'),
      });
    }
  };
  const copyEmail = async () => {
    try {
      await navigator.clipboard.writeText(message.email);
      toast.success('Email copied', { message: message.email });
    } catch {
      toast.error('The email could not be copied', { message: message.email });
    }
  };
  return (
    <li>
      <Card padding="md" className={message.read ? undefined : cardStyles.unreadMark}>
        <article aria-labelledby={`message-${message.id}`}>
          <Stack gap="2">
            <Stack direction="row" justify="space-between" align="center" wrap gap="2">
              <Stack direction="row" gap="2" align="center" wrap>
                <Text as="span" weight="semibold" id={`message-${message.id}`}>
                  {title}
                </Text>
                <Badge tone="neutral">{MESSAGE_KIND_LABELS[message.kind]}</Badge>
                {message.read ? null : <Badge tone="info">Unread</Badge>}
              </Stack>
              <Text as="time" size="sm" tone="muted" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </Text>
            </Stack>
            <Text size="sm" tone="muted" className={cardStyles.wrapAnywhere}>
              From {from}
              {message.phone ? ` · ${message.phone}` : ''}
              {message.company ? ` · ${message.company}` : ''}
              {message.service ? ` · Service: ${serviceLabel(message.service)}` : ''}
            </Text>
            {message.message ? <p className={cardStyles.messageBody}>{message.message}</p> : null}
            <Stack direction="row" justify="space-between" align="center" wrap gap="2">
              <Text size="sm" tone="muted">
                {message.read
                  ? `Read ${formatDateTime(message.readAt)}${message.readBy ? ` by ${message.readBy}` : ''}`
                  : message.mailed
                    ? 'Also sent to the studio inbox by email.'
                    : 'The email copy to the studio inbox could not be sent.'}
              </Text>
              <Stack direction="row" gap="2" wrap>
                <Button asChild variant="primary" size="sm">
                  <a href={replyHref(message)} aria-label={`Reply to ${who}`}>
                    Reply
                  </a>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Copy email of ${who}`}
                  onClick={() => void copyEmail()}
                >
                  Copy email
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={mark.isPending}
                  loadingText="Saving..."
                  onClick={() => void toggle()}
                  aria-label={`${message.read ? 'Mark as unread' : 'Mark as read'}: ${title}`}
                >
                  {message.read ? 'Mark as unread' : 'Mark as read'}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        </article>
      </Card>
    </li>
  );
}
