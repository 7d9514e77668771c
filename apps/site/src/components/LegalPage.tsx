import { Box, Container, Heading, Link, Stack } from '@studio/ui';
import { anchorTarget } from '@studio/ui/css';
import type { LegalDocument, LegalValue } from '@studio/content/legal';
import { useLoaderData } from 'react-router';
import { LinkList } from './LinkList';
import { PageIntro, introOf } from './PageIntro';
import * as styles from './LegalPage.css';

/** A detail the studio has not published yet is shown as a marked gap, never as made-up data. */
function LegalValueText({ value }: { value: LegalValue }) {
  if ('value' in value) {
    return value.value.includes('@') ? (
      <Link href={`mailto:${value.value}`}>{value.value}</Link>
    ) : (
      <>{value.value}</>
    );
  }
  return <span className={styles.placeholder}>To be completed: {value.placeholder}</span>;
}

/** Privacy, terms, cookies and legal information: a titled document with a table of contents. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container>
      <PageIntro {...introOf(document)} note={`Last updated ${document.lastUpdated}`} />
      <Box
        display="grid"
        gap="7"
        paddingBottom="9"
        gridTemplateColumns={{ desktop: 'aside:1' }}
        alignItems={{ desktop: 'start' }}
      >
        <Stack
          as="nav"
          gap="2"
          padding="4"
          borderRadius="lg"
          background="surface"
          border="standard"
          className={styles.toc}
          aria-labelledby="legal-contents"
        >
          <h2 id="legal-contents" className={styles.tocTitle}>
            On this page
          </h2>
          <Stack as="ol" gap="2" className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} underline="hover">
                  {section.heading}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
        <Stack gap="7" className={styles.body}>
          {document.sections.map((section) => (
            <Stack
              as="section"
              gap="3"
              key={section.id}
              id={section.id}
              className={anchorTarget}
              aria-labelledby={`${section.id}-title`}
            >
              <Heading level={2} size="md" id={`${section.id}-title`}>
                {section.heading}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className={styles.checkList}>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.facts ? (
                <dl className={styles.facts}>
                  {section.facts.map((fact) => (
                    <div key={fact.label} className={styles.factRow}>
                      <dt className={styles.factLabel}>{fact.label}</dt>
                      <dd className={styles.factValue}>
                        <LegalValueText value={fact.value} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </Stack>
          ))}
          <LinkList links={document.related} label="Related pages" className={styles.related} />
        </Stack>
      </Box>
    </Container>
  );
}

/** A legal route's page: the document its loader read. */
export function LegalDocumentPage() {
  return <LegalPage document={useLoaderData<LegalDocument>()} />;
}
