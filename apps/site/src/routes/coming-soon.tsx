import { Box, Countdown, Heading, Text, TextField } from '@studio/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { BackLink } from '../components/BackLink';
import { StudioPage } from '../components/PageColumn';
import { MessageForm } from '../forms/MessageForm';
import { useMessageForm } from '../forms/useMessageForm';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import { outlinedPanel } from '../components/outlinedPanel';
import * as styles from './coming-soon.css';
import * as page from './studio-pages.css';

export const loader = pageLoader('comingSoon', ['form']);

export const meta = pageHead('/coming-soon');

const DAY_MS = 24 * 60 * 60 * 1000;
const fields = ['email'] as const;

export default function ComingSoonPage() {
  const { eyebrow, title, lead, launchAt, launchInDays, countdown, earlyAccess, back } =
    useLoaderData<typeof loader>();
  // The set launch date, or counted from when this visitor's page loads; the prerendered HTML
  // shows placeholders until then.
  const [launch] = useState(() =>
    launchAt ? new Date(launchAt) : new Date(Date.now() + launchInDays * DAY_MS),
  );
  const form = useMessageForm({ kind: 'early-access', fields, texts: earlyAccess.texts });
  return (
    <StudioPage>
      <div>
        <BackLink to={back.to} label={back.label} />
      </div>
      <Box
        as="section"
        display="grid"
        gap="5"
        justifyItems="center"
        textAlign="center"
        paddingY={{ base: '6', mobile: '8' }}
        aria-labelledby="coming-soon-title"
      >
        <p className={page.eyebrow}>{eyebrow}</p>
        <Heading level={1} size="2xl" align="center" id="coming-soon-title">
          {title}
        </Heading>
        <p className={page.lead}>{lead}</p>
        <Countdown
          target={launch}
          label={countdown.label}
          unitLabels={countdown.units}
          completeText={countdown.complete}
          className={styles.countdown}
        />
      </Box>

      <Box
        as="section"
        {...outlinedPanel}
        gap="4"
        marginX="auto"
        className={styles.earlyAccess}
        aria-labelledby="early-access-title"
      >
        <Heading level={2} size="lg" align="center" id="early-access-title">
          {earlyAccess.heading}
        </Heading>
        <Text tone="muted" align="center">
          {earlyAccess.text}
        </Text>
        <MessageForm
          form={form}
          texts={earlyAccess.texts}
          labelledBy="early-access-title"
          fullWidthSubmit
        >
          <TextField
            label={earlyAccess.emailLabel}
            type="email"
            required
            autoComplete="email"
            {...form.field('email')}
          />
        </MessageForm>
      </Box>
    </StudioPage>
  );
}
