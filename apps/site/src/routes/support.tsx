import { Button, Card, Heading, Link, Select, Text, TextArea, TextField } from '@studio/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { support } from '@studio/content/support';
import { MessageFormCard } from '../forms/MessageFormCard';
import { fullRow } from '../forms/MessageFormCard.css';
import { useMessageForm } from '../forms/useMessageForm';
import { PageIntro } from '../components/PageIntro';
import { PageSection } from '../components/PageSection';
import { headFor } from '../head/meta';
import * as page from './studio-pages.css';
import * as styles from './support.css';

// One screen answers both /support and /contact-support (docs/architecture.md says why).
export function loader() {
  return support;
}

export const meta = () => headFor('/support');

const fields = ['name', 'email', 'phone', 'subject', 'service', 'message'] as const;

export default function SupportPage() {
  const { hero, channels, form: formContent, back } = useLoaderData<typeof loader>();
  const form = useMessageForm({ kind: 'support', fields, texts: formContent.texts });
  const [chatRequested, setChatRequested] = useState(false);
  const { labels } = formContent;

  const startChat = () => {
    window.dispatchEvent(new Event('openLiveChat'));
    setChatRequested(true);
  };

  return (
    <div className={page.page}>
      <PageIntro variant="hero" back={back} {...hero} />

      <PageSection heading={channels.heading}>
        <ul className={styles.channels}>
          {channels.items.map((channel) => (
            <li key={channel.id}>
              <Card className={page.fill}>
                <div className={styles.channel}>
                  <div className={page.cardBody}>
                    <Heading level={3} size="md">
                      {channel.title}
                    </Heading>
                    <Text tone="muted">{channel.text}</Text>
                  </div>
                  {channel.action.href ? (
                    <Link
                      href={channel.action.href}
                      external={channel.action.href.startsWith('http')}
                      className={styles.channelLink}
                    >
                      {channel.action.label}
                    </Link>
                  ) : (
                    <div className={styles.chat}>
                      <Button variant="secondary" onClick={startChat}>
                        {channel.action.label}
                      </Button>
                      <div role="status">
                        {chatRequested ? <Text size="sm">{channels.chatStarted}</Text> : null}
                      </div>
                    </div>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <MessageFormCard
        form={form}
        texts={formContent.texts}
        heading={formContent.heading}
        intro={formContent.intro}
        className={styles.formCard}
      >
        <TextField label={labels.name} required autoComplete="name" {...form.text('name')} />
        <TextField
          label={labels.email}
          type="email"
          required
          autoComplete="email"
          {...form.text('email')}
        />
        <TextField label={labels.phone} type="tel" autoComplete="tel" {...form.text('phone')} />
        <Select
          label={labels.service}
          placeholder={formContent.servicePlaceholder}
          options={formContent.services}
          {...form.select('service')}
        />
        <div className={fullRow}>
          <TextField label={labels.subject} required {...form.text('subject')} />
        </div>
        <div className={fullRow}>
          <TextArea label={labels.message} required rows={6} {...form.text('message')} />
        </div>
      </MessageFormCard>
    </div>
  );
}
