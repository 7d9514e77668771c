import { preHydrationScript } from './preHydrationScriptText';

/**
 * Renders `preHydrationScript` inline. Put it early in the `<head>` of a prerendered page, before
 * its module scripts, and allow it in the page's CSP by hash.
 */
export function PreHydrationScript() {
  return <script dangerouslySetInnerHTML={{ __html: preHydrationScript }} />;
}
