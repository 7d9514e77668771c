import { Card, Container, Heading, Link, Grid, Stack } from '@studio/ui';
import { useLoaderData, useLocation } from 'react-router';
import { Link as RouterLink } from '../components/SiteLink';
import { PageIntro } from '../components/PageIntro';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@studio/contracts/locales';
import { contentLoader, localeOf } from '../contentSource.server';
import { useLocale } from '../i18n/locale';
import { pageHead } from '../head/meta';
import {
  labelOf,
  servesIn,
  siteRoutes,
  sitemapGroups,
  type RouteWordsMap,
  type SiteRoute,
} from '../routeTable';
import * as styles from './sitemap.css';

export interface SitemapLink {
  path: string;
  label: string;
  description: string;
}

/**
 * The route table's pages served in `locale`, grouped by their `sitemapGroup`, in table order,
 * with their labels (`routeWords`: that language's words by route id), descriptions and group
 * titles (`groupTitles`) in that language.
 */
export function sitemapFrom(
  routes: readonly SiteRoute[],
  descriptions: Readonly<Record<string, string>>,
  language: {
    locale?: Locale;
    routeWords?: RouteWordsMap;
    groupTitles?: Readonly<Record<string, string>> | undefined;
  } = {},
) {
  const { locale = DEFAULT_LOCALE, routeWords, groupTitles } = language;
  return sitemapGroups
    .map((group) => ({
      id: group.id,
      title: groupTitles?.[group.id] ?? group.title,
      links: routes
        .filter((route) => route.sitemapGroup === group.id && servesIn(route, locale))
        .map((route): SitemapLink => ({
          path: route.path,
          label: labelOf(route, routeWords),
          description: descriptions[route.path] ?? '',
        })),
    }))
    .filter((group) => group.links.length > 0);
}

export const loader = contentLoader(async (source, { request }) => {
  const [content, descriptions, words] = await Promise.all([
    source.page('sitemap'),
    source.page('descriptions'),
    source.words(),
  ]);
  // The group titles go into the groups, not again with the page's words.
  const { groupTitles, ...page } = content;
  const groups = sitemapFrom(siteRoutes, descriptions, {
    locale: localeOf(request),
    routeWords: words.routes,
    groupTitles,
  });
  return { content: page, groups };
});

// The same page answers at /site and /sitemap; each has its own head.
export const meta = pageHead(({ location }) =>
  location.pathname === '/sitemap' ? '/sitemap' : '/site',
);

export default function SitemapPage() {
  const { content, groups } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const locale = useLocale();
  return (
    <Container>
      <PageIntro back={content.back} title={content.title} lead={content.intro} />
      <Grid columns={{ base: '1', mobile: '2', desktop: '3' }} gap="5" paddingBottom="9">
        {groups.map((group) => (
          <Card key={group.id} asChild padding="lg">
            <section aria-labelledby={`sitemap-${group.id}`}>
              <Stack>
                <Heading level={2} size="sm" id={`sitemap-${group.id}`}>
                  {group.title}
                </Heading>
                <Stack as="ul">
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <Link asChild underline="hover" className={styles.link}>
                        <RouterLink
                          to={link.path}
                          aria-current={
                            localizedPath(locale, link.path) === pathname ? 'page' : undefined
                          }
                        >
                          {link.label}
                        </RouterLink>
                      </Link>
                      <p className={styles.description}>{link.description}</p>
                    </li>
                  ))}
                </Stack>
              </Stack>
            </section>
          </Card>
        ))}
      </Grid>
    </Container>
  );
}
