import { Accordion, Box, Button, Card, Container, Heading, Grid, Section, Stack } from '@studio/ui';
import { anchorTarget } from '@studio/ui/css';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link as RouterLink } from '../components/SiteLink';
import { LinkList } from '../components/LinkList';
import { PageIntro, introOf } from '../components/PageIntro';
import { PageSearch } from '../components/PageSearch';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import { ctaText } from './studio-pages.css';
import * as styles from './help.css';

export const loader = pageLoader('help');

export const meta = pageHead('/help');

const includes = (text: string, needle: string) => text.toLocaleLowerCase().includes(needle);

export default function HelpPage() {
  const content = useLoaderData<typeof loader>();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const topics = content.topics.filter(
    (topic) => includes(topic.title, needle) || includes(topic.description, needle),
  );
  const questions = content.questions.filter(
    (item) => includes(item.question, needle) || includes(item.answer, needle),
  );

  return (
    <Container>
      <PageIntro {...introOf(content)} />
      <Stack gap="8" paddingBottom="9">
        <PageSearch
          label={content.searchLabel}
          placeholder={content.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
        >
          <p className={styles.status} role="status">
            {needle === ''
              ? ''
              : `${topics.length} ${topics.length === 1 ? 'topic' : 'topics'} and ${questions.length} ${
                  questions.length === 1 ? 'question' : 'questions'
                } match "${query.trim()}"`}
          </p>
        </PageSearch>

        <Section heading={content.topicsTitle} headingSize="lg">
          {topics.length > 0 ? (
            <Grid as="ul" columns={{ base: '1', mobile: '2', desktop: '3' }}>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Card id={topic.id} fill className={anchorTarget}>
                    <Stack gap="3" className={styles.topic}>
                      <Heading level={3} size="sm">
                        {topic.title}
                      </Heading>
                      <p className={styles.topicText}>{topic.description}</p>
                      <LinkList
                        links={topic.links}
                        label={`${topic.title} links`}
                        className={styles.topicLinks}
                      />
                    </Stack>
                  </Card>
                </li>
              ))}
            </Grid>
          ) : (
            <Box as="p" color="muted">
              {content.noTopics}
            </Box>
          )}
        </Section>

        <Section heading={content.questionsTitle} headingSize="lg">
          {questions.length > 0 ? (
            <Accordion.Root type="multiple">
              {questions.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Trigger headingLevel={3}>{item.question}</Accordion.Trigger>
                  <Accordion.Content>{item.answer}</Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          ) : (
            <Box as="p" color="muted">
              {content.noQuestions}
            </Box>
          )}
        </Section>

        <Card padding="lg">
          <Stack gap="3" align="flex-start">
            <Heading level={2} size="md" id="help-still-need-help">
              {content.stillNeedHelp.title}
            </Heading>
            <Box as="p" color="muted" className={ctaText}>
              {content.stillNeedHelp.text}
            </Box>
            <Button asChild>
              <RouterLink to="/contact-support">{content.stillNeedHelp.action}</RouterLink>
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
