import { Card, Container, Heading, Link, Grid, Stack } from '@studio/ui';
import { useLoaderData, useLocation } from 'react-router';
import { Link as RouterLink } from '../components/SiteLink';
import { PageIntro } from '../components/PageIntro';
import { contentLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';
import { labelOf, siteRoutes, sitemapGroups, type SiteRoute } from '../routeTable';
import * as styles from './sitemap.css';

export interface SitemapLink {
  path: string;
  label: string;
  description: string;
}

/** The route table's pages, grouped by their `sitemapGroup`, in table order, with their descriptions. */
export function sitemapFrom(
  routes: readonly SiteRoute[],
  descriptions: Readonly<Record<string, string>>,
) {
  return sitemapGroups
    .map((group) => ({
      id: group.id,
      title: group.title,
      links: routes
        .filter((route) => route.sitemapGroup === group.id)
        .map((route): SitemapLink => ({
          path: route.path,
          label: labelOf(route),
          description: descriptions[route.path] ?? '',
        })),
    }))
    .filter((group) => group.links.length > 0);
}

export const loader = contentLoader(async (source) => {
  const [content, descriptions] = await Promise.all([
    source.page('sitemap'),
    source.page('descriptions'),
  ]);
  return { content, groups: sitemapFrom(siteRoutes, descriptions) };
});

// The same page answers at /site and /sitemap; each has its own head.
export const meta = pageHead(({ location }) =>
  location.pathname === '/sitemap' ? '/sitemap' : '/site',
);

export default function SitemapPage() {
  const { content, groups } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
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
                          aria-current={link.path === pathname ? 'page' : undefined}
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
