import { darkTheme, PreHydrationScript, usePreHydrationReplay } from '@studio/ui';
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  type ShouldRevalidateFunctionArgs,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  useRouteError,
} from 'react-router';
import { DraftPreviewBar } from './components/DraftPreviewBar';
import { ErrorFallback } from './components/ErrorFallback';
import { SiteShell } from './components/SiteShell';
import { consentPrePaintScript } from './consent/prePaint';
import './fonts/devanagari.css';
import { hindiFontPreloads } from './fonts/devanagari';
import { contentSource, localeOf, siteOrigin, wordsFor } from './contentSource.server';
import { splitLocale } from '@studio/contracts/locales';
import { tagOf, useLocale } from './i18n/locale';
import { SHELL_WORDS, useOptionalWords } from './i18n/siteWords';

/**
 * What every page's head and shell name (see `siteHeadOf`): the origin (canonical, share URLs,
 * JSON-LD), the studio's identity, each page's description and the shell's words in the page's
 * language (`SHELL_WORDS`, read with `useWords`), from the content source; and for a draft's
 * preview, when its link expires, and the bar's words.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const locale = localeOf(request);
  const source = contentSource(context, locale);
  const preview = context?.preview ?? null;
  const [identity, descriptions, words] = await Promise.all([
    source.identity(),
    source.page('descriptions'),
    wordsFor(source, preview ? [...SHELL_WORDS, 'preview'] : SHELL_WORDS),
  ]);
  return {
    origin: siteOrigin(context),
    identity,
    descriptions,
    words,
    preview,
    // The faces a Hindi page preloads, as data: the code every page shares then names no font file.
    fontPreloads: locale === 'hi' ? hindiFontPreloads : undefined,
  };
}

/**
 * The root's data is the server's for the client's whole life in one language (a link into
 * another language loads that page afresh), so a client navigation never asks for it again: that would be one more request per navigation, and a 404 for pages that have no
 * data file (an unknown article slug, whose page the client renders on its own).
 */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale;

// The newsroom's feed links are in every page's meta (head/meta.ts), titled with the stored
// identity's name, which a root `links` function cannot read.

/** `data-hydrated` on <html> once React has taken over the prerendered page (tests wait for it). */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const fontPreloads = useRouteLoaderData<typeof loader>('root')?.fontPreloads ?? [];
  return (
    <html lang={tagOf(locale)} className={darkTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First, so clicks and submits made while the modules load wait for them (the CSP
            allows it by hash, as the router's own inline scripts). */}
        <PreHydrationScript />
        <meta name="theme-color" content="#0c0c10" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: consentPrePaintScript }} />
        <Meta />
        <Links />
        {fontPreloads.map((preload) => (
          <link key={preload.href} {...preload} />
        ))}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useMarkHydrated();
  usePreHydrationReplay();
  const { preview } = useLoaderData<typeof loader>();
  return (
    <>
      {preview ? <DraftPreviewBar expiresAt={preview.expiresAt} /> : null}
      <SiteShell>
        <Outlet />
      </SiteShell>
    </>
  );
}

/** An unexpected failure anywhere in a page: the studio's error screen inside the usual shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  const words = useOptionalWords('error');
  const details = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : (words?.unknown ?? '');
  // Without the root's data (its own loader failed) there are no words to draw the shell with:
  // the failure alone, and the way home.
  if (!words)
    return (
      <main id="main">
        <h1>{details}</h1>
        <a href="/">/</a>
      </main>
    );
  return (
    <SiteShell>
      <ErrorFallback details={details} />
    </SiteShell>
  );
}
