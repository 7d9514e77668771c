import { DEFAULT_LOCALE, LOCALE_INFO, localizedPath, type Locale } from '@studio/contracts';
import { articlePathOf } from '@studio/contracts/site-pages';
import { Card, Heading, Stack, Text } from '@studio/ui';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useWebsite } from '../../../api/dashboard/website';
import { SharePreview } from '../website/SharePreview';

type SeoValues = {
  title?: string;
  subtitle?: string;
  seo?: { metaTitle?: string; metaDescription?: string; noindex?: boolean };
};

/**
 * How the article's page will show in search results and shared links, from the fields being
 * edited: its own search title and description where set, else its title and subtitle. A
 * translation's page is at its language's address.
 */
export function EntrySeoPreview({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const { control } = useFormContext<FieldValues>();
  const slug = (useWatch({ control, name: 'slug' }) as string | undefined) ?? '';
  const data = (useWatch({ control, name: 'data' }) ?? {}) as SeoValues;
  const studio = useWebsite().data?.settings.identity.name ?? '';
  return (
    <Card padding="md">
      <Stack gap="3">
        <Heading level={2} size="sm">
          Search and sharing preview
        </Heading>
        <SharePreview
          page="article"
          path={localizedPath(locale, articlePathOf(encodeURIComponent(slug)))}
          copy={{
            title: data.seo?.metaTitle || data.title || '',
            description: data.seo?.metaDescription || data.subtitle || '',
          }}
          studio={studio}
          lang={locale === DEFAULT_LOCALE ? undefined : LOCALE_INFO[locale].tag}
        />
        {data.seo?.noindex ? (
          <Text size="sm" tone="muted">
            Search engines are asked not to list this page; the sitemap leaves it out.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
