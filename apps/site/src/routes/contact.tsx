import { Card, Heading, Link, Select, Text, TextArea, TextField } from '@studio/ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { MessageFormCard } from '../forms/MessageFormCard';
import { fullRow } from '../forms/MessageFormCard.css';
import { useMessageForm } from '../forms/useMessageForm';
import { PageIntro } from '../components/PageIntro';
import { PageSection } from '../components/PageSection';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';
import * as styles from './contact.css';
import * as page from './studio-pages.css';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('contact');
}

export const meta = () => headFor('/contact');

const fields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;

export default function ContactPage() {
  const { hero, info, form: formContent, expect, back } = useLoaderData<typeof loader>();
  const form = useMessageForm({ kind: 'contact', fields, texts: formContent.texts });
  const { labels } = formContent;
  return (
    <div className={page.page}>
      <PageIntro variant="hero" back={back} {...hero} />

      <div className={styles.layout}>
        <MessageFormCard
          form={form}
          texts={formContent.texts}
          heading={formContent.heading}
          intro={formContent.intro}
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
          <TextField label={labels.company} autoComplete="organization" {...form.text('company')} />
          <div className={fullRow}>
            <Select
              label={labels.service}
              placeholder={formContent.servicePlaceholder}
              options={formContent.services}
              {...form.select('service')}
            />
          </div>
          <div className={fullRow}>
            <TextArea label={labels.message} required rows={6} {...form.text('message')} />
          </div>
        </MessageFormCard>

        <div className={styles.aside}>
          <PageSection heading={info.heading} headingSize="lg">
            <dl className={styles.channels}>
              {info.channels.map((channel) => (
                <div key={channel.label} className={styles.channel}>
                  <dt className={styles.channelLabel}>{channel.label}</dt>
                  <dd className={styles.channelValue}>
                    {channel.href ? (
                      <Link href={channel.href}>{channel.value}</Link>
                    ) : (
                      channel.value
                    )}
                  </dd>
                </div>
              ))}
              <div className={styles.channel}>
                <dt className={styles.channelLabel}>{info.hours.label}</dt>
                <dd className={styles.channelValue}>{info.hours.value}</dd>
              </div>
            </dl>
            <Heading level={3} size="sm">
              {info.socialHeading}
            </Heading>
            <ul className={page.linkRow}>
              {info.social.map((link) => (
                <li key={link.network}>
                  <Link href={link.href} external>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </PageSection>

          <PageSection heading={expect.heading} headingSize="lg">
            <ul className={styles.expectList}>
              {expect.items.map((item) => (
                <li key={item.title}>
                  <Card variant="outline" padding="sm">
                    <div className={page.cardBody}>
                      <Heading level={3} size="xs">
                        {item.title}
                      </Heading>
                      <Text tone="muted" size="sm">
                        {item.text}
                      </Text>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </PageSection>
        </div>
      </div>
    </div>
  );
}
