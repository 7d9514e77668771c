import { Card, Heading, Link, Select, Text, TextArea, TextField } from '@studio/ui';
import { useLoaderData } from 'react-router';
import { BackLink } from '../components/BackLink';
import { contact } from '../content/contact';
import { MessageForm } from '../forms/MessageForm';
import { useMessageForm } from '../forms/useMessageForm';
import { headFor } from '../head/meta';
import * as styles from './contact.css';
import * as page from './studio-pages.css';

export function loader() {
  return contact;
}

export const meta = () => headFor('/contact');

const fields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;

export default function ContactPage() {
  const { hero, info, form: formContent, expect, back } = useLoaderData<typeof loader>();
  const form = useMessageForm({ kind: 'contact', fields, texts: formContent.texts });
  const { labels } = formContent;
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

      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <div className={page.sectionHeader}>
            <Heading level={2} size="lg" id="contact-form-title">
              {formContent.heading}
            </Heading>
            <Text tone="muted" size="sm">
              {formContent.intro}
            </Text>
          </div>
          <MessageForm form={form} texts={formContent.texts} labelledBy="contact-form-title">
            <div className={page.formColumns}>
              <TextField label={labels.name} required autoComplete="name" {...form.text('name')} />
              <TextField
                label={labels.email}
                type="email"
                required
                autoComplete="email"
                {...form.text('email')}
              />
              <TextField
                label={labels.phone}
                type="tel"
                autoComplete="tel"
                {...form.text('phone')}
              />
              <TextField
                label={labels.company}
                autoComplete="organization"
                {...form.text('company')}
              />
              <div className={page.fullRow}>
                <Select
                  label={labels.service}
                  placeholder={formContent.servicePlaceholder}
                  options={formContent.services}
                  {...form.select('service')}
                />
              </div>
              <div className={page.fullRow}>
                <TextArea label={labels.message} required rows={6} {...form.text('message')} />
              </div>
            </div>
          </MessageForm>
        </section>

        <div className={styles.aside}>
          <section className={page.section} aria-labelledby="contact-info-title">
            <Heading level={2} size="lg" id="contact-info-title">
              {info.heading}
            </Heading>
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
            <ul className={styles.social}>
              {info.social.map((link) => (
                <li key={link.network}>
                  <Link href={link.href} external>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section className={page.section} aria-labelledby="expect-title">
            <Heading level={2} size="lg" id="expect-title">
              {expect.heading}
            </Heading>
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
          </section>
        </div>
      </div>
    </div>
  );
}
