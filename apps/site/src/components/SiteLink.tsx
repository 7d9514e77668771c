import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { localHref, localeOfHref, useLocale } from '../i18n/locale';

/**
 * The site's link: a path written in the default language's terms leads to the same page in the
 * language of the page it is on, where that language has it (`/music` on a Hindi page is
 * `/hi/music`). A link into another language loads the page afresh, so its whole shell (the
 * identity, the descriptions, the words) comes in that language.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, reloadDocument, ...rest },
  ref,
) {
  const locale = useLocale();
  if (typeof to !== 'string') return <RouterLink ref={ref} to={to} {...rest} />;
  const href = localHref(locale, to);
  const crossing = href.startsWith('/') && localeOfHref(href) !== locale;
  return <RouterLink ref={ref} to={href} reloadDocument={reloadDocument ?? crossing} {...rest} />;
});
