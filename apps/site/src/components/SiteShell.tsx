import { CookieConsent, Footer, NavBar, type FooterSection, type NavBarLink } from '@studio/ui';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate, useRouteLoaderData } from 'react-router';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localizedPath,
  type Locale,
} from '@studio/contracts/locales';
import { alternatesOf, type Alternates } from '../head/meta';
import { localHref, localeOfHref, tagOf, useLocale } from '../i18n/locale';
import { Link } from './SiteLink';
import { useConsent } from '../consent/consent';
import { siteConfig, type StudioIdentity } from '@studio/content/site';
import type { SiteWords } from '@studio/content/siteWords';
import { fillTemplate } from '@studio/content/template';
import { useWords } from '../i18n/siteWords';
import { labelOf, routeFor } from '../routeTable';
import { adminAccessHref, footerSections, menuOnlyPaths, navPaths } from '../siteNavigation';
import { HeaderSearch } from './HeaderSearch';
import * as styles from './SiteShell.css';

/** Links to routes, in the page's words where they have the page (the default's otherwise). */
const toLinks = (paths: readonly string[], routes: SiteWords['routes']): NavBarLink[] =>
  paths.map((path) => ({ href: path, label: labelOf(routeFor(path), routes) }));

/** The footer's sections in the page's words (each link as `toLinks`). */
const sectionsIn = (footer: SiteWords['footer'], routes: SiteWords['routes']): FooterSection[] =>
  footerSections.map((section) => ({
    id: section.id,
    title: footer.sections[section.id],
    links: [
      ...section.paths.map((path) => ({ href: path, text: labelOf(routeFor(path), routes) })),
      ...('admin' in section && section.admin
        ? [{ href: adminAccessHref, text: footer.adminAccess }]
        : []),
    ],
  }));

/**
 * The attributes of a link in the language it leads to when that is not the page's: a link to a
 * page the language does not serve, or the admin app, is in the default language's words.
 */
function linkLanguage(locale: Locale, href: string): { lang?: string; hrefLang?: string } {
  if (locale === DEFAULT_LOCALE) return {};
  const target = localeOfHref(localHref(locale, href));
  return target === locale ? {} : { lang: tagOf(target), hrefLang: tagOf(target) };
}

/**
 * The header's way to the other languages: the same page in each, or that language's home when
 * the page is not written in it. A plain link: the other language's page loads afresh.
 */
function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const matches = useMatches();
  const articleAlternates = matches
    .map((match) => (match.data as { alternates?: Alternates } | undefined)?.alternates)
    .find((alternates) => alternates !== undefined);
  const alternates = alternatesOf(pathname, articleAlternates);
  return (
    <>
      {LOCALES.filter((other) => other !== locale).map((other) => {
        const name = LOCALE_INFO[other].nativeName;
        // A name the page's faces lack is drawn (no font file) and named for assistive tech.
        const drawn = styles.drawnLanguageName[other];
        return (
          <a
            key={other}
            href={alternates[other] ?? localizedPath(other, '/')}
            lang={tagOf(other)}
            hrefLang={tagOf(other)}
            aria-label={drawn ? name : undefined}
            className={drawn ? `${className} ${drawn}` : className}
          >
            {drawn ? null : name}
          </a>
        );
      })}
    </>
  );
}

/** The admin app is another single-page app: reaching it is a full page load. */
const isSiteLink = (href: string) => href !== adminAccessHref;

// The menu's close animation lasts about 100 ms; navigating after it keeps focus handling sane.
const MENU_CLOSE_MS = 100;

/**
 * Moves focus to the new page's main heading after a client navigation (not on the first load),
 * so screen-reader and keyboard users start reading the page they asked for.
 */
function useFocusMainHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname]);
}

/** The studio's name from the root's content source; the default one outside the root (tests). */
function useStudioName(): string {
  const root = useRouteLoaderData('root') as { identity?: StudioIdentity } | undefined;
  return root?.identity?.name ?? siteConfig.name;
}

/**
 * Asks once for the visitor's cookie choice. The banner is in the prerendered HTML (consent is
 * `undefined` there and while hydrating), so a first visit paints it with the page; for a visitor
 * who already chose, the head script hides it before first paint, and after hydration React
 * removes it. Nothing third-party loads until the choice (or a click on an embed's facade).
 */
function CookieBanner() {
  const studioName = useStudioName();
  const locale = useLocale();
  const words = useWords('consent');
  const { consent, accept, decline } = useConsent();
  // Once React knows the stored choice it decides alone; the head script's mark would otherwise
  // keep hiding a banner that must show again (storage cleared in another tab).
  useEffect(() => {
    if (consent !== undefined) delete document.documentElement.dataset.consent;
  }, [consent]);
  // The banner is fixed over the window's foot: while it shows, the page ends with a spacer of
  // its height, so the footer's last links can still scroll into view above it.
  const [height, setHeight] = useState(0);
  const measure = useCallback((banner: HTMLElement | null) => {
    if (!banner) return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      setHeight(0);
    };
  }, []);
  return (
    <>
      {consent === null || consent === undefined ? (
        <div aria-hidden="true" data-cookie-banner="" style={{ height }} />
      ) : null}
      <CookieConsent
        ref={measure}
        data-cookie-banner=""
        open={consent === null || consent === undefined}
        title={fillTemplate(words.title, { name: studioName })}
        description={
          // One block per sentence: each is then its own text block for the browser's largest
          // paint, smaller than a page's lead, so on a short page the page itself is the largest
          // paint and not this banner (one paragraph of six lines was larger than most leads).
          <>
            {words.sentences.map((sentence, index) => (
              <Fragment key={sentence}>
                {index > 0 ? ' ' : null}
                <span className={styles.consentSentence}>{sentence}</span>
              </Fragment>
            ))}
          </>
        }
        link={
          <Link
            to="/cookie-settings"
            className={styles.consentLink}
            {...linkLanguage(locale, '/cookie-settings')}
          >
            {words.settingsLink}
          </Link>
        }
        acceptLabel={words.accept}
        declineLabel={words.decline}
        onAccept={accept}
        onDecline={decline}
      />
    </>
  );
}

export function SiteShell({ children }: { children: ReactNode }) {
  const studioName = useStudioName();
  const locale = useLocale();
  const routes = useWords('routes');
  const nav = useWords('nav');
  const footer = useWords('footer');
  const search = useWords('search');
  const { pathname } = useLocation();
  const sections = useMemo(() => sectionsIn(footer, routes), [footer, routes]);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  useFocusMainHeadingOnNavigation();

  return (
    <>
      <NavBar
        logo={<span className={styles.logo}>{studioName}</span>}
        homeHref={localizedPath(locale, '/')}
        links={toLinks(navPaths, routes)}
        extraLinks={toLinks(menuOnlyPaths, routes)}
        currentPath={pathname}
        skipToContentHref="#main"
        skipToContentLabel={nav.skipToContent}
        navLabel={nav.label}
        openMenuLabel={nav.openMenu}
        closeMenuLabel={nav.closeMenu}
        menuTitle={nav.menuTitle}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        actions={
          <>
            <HeaderSearch className={styles.search} words={search} />
            <LanguageSwitch className={styles.languageSwitch} />
          </>
        }
        renderLink={({ href, children: text, onClick, ...rest }) => (
          <Link to={href} onClick={onClick} {...linkLanguage(locale, href)} {...rest}>
            {text}
          </Link>
        )}
        onNavigate={(href, event) => {
          if (!menuOpen) return;
          event.preventDefault();
          setMenuOpen(false);
          window.setTimeout(() => void navigate(localHref(locale, href)), MENU_CLOSE_MS);
        }}
      />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer
        sections={sections}
        owner={studioName}
        currentPath={pathname}
        navLabel={footer.label}
        callToAction={
          <p className={styles.callToAction}>
            {fillTemplate(footer.callToAction, { name: studioName })}
          </p>
        }
        renderLink={({ href, children: text, ...rest }) =>
          isSiteLink(href) ? (
            <Link to={href} {...linkLanguage(locale, href)} {...rest}>
              {text}
            </Link>
          ) : (
            <a href={href} {...linkLanguage(locale, href)} {...rest}>
              {text}
            </a>
          )
        }
      />
      <CookieBanner />
    </>
  );
}
