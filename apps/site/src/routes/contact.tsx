import { Card, Grid, Heading, Link, Section, Stack, Text, TextField } from '@studio/ui';
import { useLoaderData } from 'react-router';
import { MessageField, SenderFields, ServiceField } from '../forms/MessageFields';
import { MessageFormCard } from '../forms/MessageFormCard';
import { fullRow } from '../forms/MessageFormCard.css';
import { useMessageForm } from '../forms/useMessageForm';
import { PageIntro } from '../components/PageIntro';
import { StudioPage } from '../components/PageColumn';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import * as styles from './contact.css';

export const loader = pageLoader('contact', ['form']);

export const meta = pageHead('/contact');

const fields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;

export default function ContactPage() {
  const { hero, info, form: formContent, expect, back } = useLoaderData<typeof loader>();
  const form = useMessageForm({ kind: 'contact', fields, texts: formContent.texts });
  const { labels } = formContent;
  return (
    <StudioPage>
      <PageIntro variant="hero" back={back} {...hero} />

      <Grid columns={{ base: '1', desktop: '3:2' }} gap="6" alignItems="start">
        <MessageFormCard
          form={form}
          texts={formContent.texts}
          heading={formContent.heading}
          intro={formContent.intro}
        >
          <SenderFields form={form} labels={labels} />
          <TextField
            label={labels.company}
            autoComplete="organization"
            {...form.field('company')}
          />
          <div className={fullRow}>
            <ServiceField
              form={form}
              label={labels.service}
              placeholder={formContent.servicePlaceholder}
              options={formContent.services}
            />
          </div>
          <MessageField form={form} label={labels.message} />
        </MessageFormCard>

        <Grid gap="7">
          <Section heading={info.heading} headingSize="lg">
            <Grid as="dl" gap="3">
              {info.channels.map((channel) => (
                <Grid key={channel.label} gap="1">
                  <dt className={styles.channelLabel}>{channel.label}</dt>
                  <dd className={styles.channelValue}>
                    {channel.href ? (
                      <Link href={channel.href}>{channel.value}</Link>
                    ) : (
                      channel.value
                    )}
                  </dd>
                </Grid>
              ))}
              <Grid gap="1">
                <dt className={styles.channelLabel}>{info.hours.label}</dt>
                <dd className={styles.channelValue}>{info.hours.value}</dd>
              </Grid>
            </Grid>
            <Heading level={3} size="sm">
              {info.socialHeading}
            </Heading>
            <Stack as="ul" direction="row" wrap>
              {info.social.map((link) => (
                <li key={link.network}>
                  <Link href={link.href} external>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Section>

          <Section heading={expect.heading} headingSize="lg">
            <Grid as="ul" gap="3">
              {expect.items.map((item) => (
                <li key={item.title}>
                  <Card variant="outline" padding="sm">
                    <Grid gap="2" alignContent="start">
                      <Heading level={3} size="xs">
                        {item.title}
                      </Heading>
                      <Text tone="muted" size="sm">
                        {item.text}
                      </Text>
                    </Grid>
                  </Card>
                </li>
              ))}
            </Grid>
          </Section>
        </Grid>
      </Grid>
    </StudioPage>
  );
}
