import { Accordion, Button, Card, Container, Heading, Link } from '@studio/ui';
import { useState } from 'react';
import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageIntro } from '../components/PageIntro';
import { PageSearch } from '../components/PageSearch';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';
import * as styles from './help.css';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('help');
}

export const meta = () => headFor('/help');

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
      <PageIntro
        back={content.back}
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.intro}
      />
      <div className={styles.page}>
        <PageSearch
          label={content.searchLabel}
          placeholder={content.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
          className={styles.search}
        >
          <p className={styles.status} role="status">
            {needle === ''
              ? ''
              : `${topics.length} ${topics.length === 1 ? 'topic' : 'topics'} and ${questions.length} ${
                  questions.length === 1 ? 'question' : 'questions'
                } match "${query.trim()}"`}
          </p>
        </PageSearch>

        <section className={styles.section} aria-labelledby="help-topics">
          <Heading level={2} size="lg" id="help-topics">
            {content.topicsTitle}
          </Heading>
          {topics.length > 0 ? (
            <ul className={styles.topics}>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Card id={topic.id} className={styles.topicCard}>
                    <div className={styles.topic}>
                      <Heading level={3} size="sm">
                        {topic.title}
                      </Heading>
                      <p className={styles.topicText}>{topic.description}</p>
                      <ul className={styles.topicLinks} aria-label={`${topic.title} links`}>
                        {topic.links.map((link) => (
                          <li key={link.to + link.label}>
                            <Link asChild>
                              <RouterLink to={link.to}>{link.label}</RouterLink>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{content.noTopics}</p>
          )}
        </section>

        <section className={styles.section} aria-labelledby="help-questions">
          <Heading level={2} size="lg" id="help-questions">
            {content.questionsTitle}
          </Heading>
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
            <p className={styles.empty}>{content.noQuestions}</p>
          )}
        </section>

        <Card padding="lg">
          <div className={styles.cta}>
            <Heading level={2} size="md" id="help-still-need-help">
              {content.stillNeedHelp.title}
            </Heading>
            <p className={styles.ctaText}>{content.stillNeedHelp.text}</p>
            <Button asChild>
              <RouterLink to="/contact-support">{content.stillNeedHelp.action}</RouterLink>
            </Button>
          </div>
        </Card>
      </div>
    </Container>
  );
}
