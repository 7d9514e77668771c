import { Accordion, Box, Button, Card, Container, FilterTabs, Heading, Stack } from '@studio/ui';
import { anchorTarget, quietNote, sprinkles } from '@studio/ui/css';
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { Link as RouterLink } from '../components/SiteLink';
import type { FAQPage } from 'schema-dts';
import { PageIntro, introOf } from '../components/PageIntro';
import { PageSearch } from '../components/PageSearch';
import { type FaqItem } from '@studio/content/faq';
import { plural } from '@studio/content/intl';
import { pageLoader } from '../contentSource.server';
import { useLocale } from '../i18n/locale';
import { useWords } from '../i18n/siteWords';
import { pageHead } from '../head/meta';
import { ctaText } from './studio-pages.css';
import * as styles from './faq.css';

export const loader = pageLoader('faq', ['faq']);

function faqPageJsonLd(items: readonly FaqItem[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export const meta = pageHead<typeof loader>('/faq', ({ data }) => ({
  jsonLd: data ? [faqPageJsonLd(data.items)] : [],
}));

const includes = (text: string, needle: string) => text.toLocaleLowerCase().includes(needle);

export default function FaqPage() {
  const content = useLoaderData<typeof loader>();
  const locale = useLocale();
  const words = useWords('faq');
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>('all');
  const [open, setOpen] = useState<string[]>([]);

  // A link to one answer (a search result: /faq#what-is-your-cancellation-policy) opens it and
  // shows it unfiltered. The hash is outside what the prerender knows, so it is synchronised in
  // an effect: the prerendered page and the first client render agree, and a visit without such
  // a link renders the page once (a hydration flag read during render, as before, rendered every
  // question a second time right after hydrating).
  const [linkedId, setLinkedId] = useState('');
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!content.items.some((item) => item.id === id)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- synchronising with the address's hash, only when it names an answer (see above)
    setCategory('all');
    setQuery('');
    setOpen((current) => (current.includes(id) ? current : [...current, id]));
    setLinkedId(id);
  }, [hash, content.items]);
  useEffect(() => {
    if (linkedId) document.getElementById(linkedId)?.scrollIntoView();
  }, [linkedId]);

  const needle = query.trim().toLocaleLowerCase();
  const items = content.items.filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (includes(item.question, needle) || includes(item.answer, needle)),
  );

  return (
    <Container width="medium">
      <PageIntro {...introOf(content)} />
      <Stack gap="7" paddingBottom="9">
        <Stack gap="4">
          <PageSearch
            label={content.searchLabel}
            placeholder={content.searchPlaceholder}
            value={query}
            onValueChange={setQuery}
          />
          <FilterTabs
            label={content.filterLabel}
            options={content.categories.map((option) => ({
              value: option.value,
              label: option.label,
              count: content.items.filter(
                (item) => option.value === 'all' || item.category === option.value,
              ).length,
            }))}
            value={category}
            onValueChange={setCategory}
            overflow="scroll"
            panelClassName={sprinkles({
              display: 'flex',
              flexDirection: 'column',
              gap: '4',
              paddingTop: '4',
            })}
          >
            <p className={quietNote} role="status">
              {plural(locale, items.length, words.questions)}
            </p>
            {items.length > 0 ? (
              <Accordion.Root type="multiple" value={open} onValueChange={setOpen}>
                {items.map((item) => (
                  <Accordion.Item
                    key={item.id}
                    value={item.id}
                    id={item.id}
                    className={anchorTarget}
                  >
                    <Accordion.Trigger headingLevel={2}>{item.question}</Accordion.Trigger>
                    <Accordion.Content>
                      <p className={styles.answer}>{item.answer}</p>
                    </Accordion.Content>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            ) : (
              <Box as="p" color="muted">
                {content.noMatch}
              </Box>
            )}
          </FilterTabs>
        </Stack>

        <Card padding="lg">
          <Stack gap="3" align="flex-start">
            <Heading level={2} size="md">
              {content.stillHaveQuestions.title}
            </Heading>
            <Box as="p" color="muted" className={ctaText}>
              {content.stillHaveQuestions.text}
            </Box>
            <Button asChild>
              <RouterLink to="/contact-support">{content.stillHaveQuestions.action}</RouterLink>
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
