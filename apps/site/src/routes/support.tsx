import { Button, Card, Heading, Link, Select, Text, TextArea, TextField } from '@studio/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { BackLink } from '../components/BackLink';
import { support } from '../content/support';
import { MessageForm } from '../forms/MessageForm';
import { useMessageForm } from '../forms/useMessageForm';
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
      <div>
        <BackLink to={back.to} label={back.label} />
      </div>
      <header className={page.hero}>
        <p className={page.eyebrow}>{hero.eyebrow}</p>
        <Heading level={1} size="2xl">
          {hero.title}
        </Heading>
        <p className={page.lead}>{hero.lead}</p>
      </header>

      <section className={page.section} aria-labelledby="channels-title">
        <Heading level={2} size="xl" id="channels-title">
          {channels.heading}
        </Heading>
        <ul className={styles.channels}>
          {channels.items.map((channel) => (
            <li key={channel.id}>
              <Card className={styles.fill}>
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
      </section>

      <section className={styles.formCard} aria-labelledby="support-form-title">
        <div className={page.sectionHeader}>
          <Heading level={2} size="lg" id="support-form-title">
            {formContent.heading}
          </Heading>
          <Text tone="muted" size="sm">
            {formContent.intro}
          </Text>
        </div>
        <MessageForm form={form} texts={formContent.texts} labelledBy="support-form-title">
          <div className={page.formColumns}>
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
            <div className={page.fullRow}>
              <TextField label={labels.subject} required {...form.text('subject')} />
            </div>
            <div className={page.fullRow}>
              <TextArea label={labels.message} required rows={6} {...form.text('message')} />
            </div>
          </div>
        </MessageForm>
      </section>
    </div>
  );
}
