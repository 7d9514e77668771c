import { Button, Card, Grid, Heading, Link, Section, Text, TextField } from '@studio/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { MessageField, SenderFields, ServiceField } from '../forms/MessageFields';
import { MessageFormCard } from '../forms/MessageFormCard';
import { fullRow } from '../forms/MessageFormCard.css';
import { useMessageForm } from '../forms/useMessageForm';
import { PageIntro } from '../components/PageIntro';
import { StudioPage } from '../components/PageColumn';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as styles from './support.css';

// One screen answers both /support and /contact-support (docs/architecture.md says why).
export const loader = pageLoader('support', ['form']);

export const meta = pageHead('/support');

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
    <StudioPage>
      <PageIntro variant="hero" back={back} {...hero} />

      <Section heading={channels.heading}>
        <Grid as="ul" columns={{ base: '1', small: '2', desktop: '4' }}>
          {channels.items.map((channel) => (
            <li key={channel.id}>
              <Card fill>
                <div className={styles.channel}>
                  <Grid gap="2" alignContent="start">
                    <Heading level={3} size="md">
                      {channel.title}
                    </Heading>
                    <Text tone="muted">{channel.text}</Text>
                  </Grid>
                  {channel.action.href ? (
                    <Link
                      href={channel.action.href}
                      external={channel.action.href.startsWith('http')}
                      className={styles.channelLink}
                    >
                      {channel.action.label}
                    </Link>
                  ) : (
                    <Grid gap="3" justifyItems="start">
                      <Button variant="secondary" onClick={startChat}>
                        {channel.action.label}
                      </Button>
                      <div role="status">
                        {chatRequested ? <Text size="sm">{channels.chatStarted}</Text> : null}
                      </div>
                    </Grid>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </Grid>
      </Section>

      <MessageFormCard
        form={form}
        texts={formContent.texts}
        heading={formContent.heading}
        intro={formContent.intro}
        className={styles.formCard}
      >
        <SenderFields form={form} labels={labels} />
        <ServiceField
          form={form}
          label={labels.service}
          placeholder={formContent.servicePlaceholder}
          options={formContent.services}
        />
        <div className={fullRow}>
          <TextField label={labels.subject} required {...form.field('subject')} />
        </div>
        <MessageField form={form} label={labels.message} />
      </MessageFormCard>
    </StudioPage>
  );
}
