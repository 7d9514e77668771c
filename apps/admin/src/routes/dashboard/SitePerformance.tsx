import type { ConfigurationAnswer, MediaCacheStats } from '@studio/contracts';
import { DEFAULT_LOCALE, LOCALE_INFO } from '@studio/contracts/locales';
import { notFoundLocaleOf } from '@studio/contracts/site-pages';
import { Button, Stack, Text, useToast } from '@studio/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { useRenderSiteAgain } from '../../api/dashboard/configuration';
import { FormAlert } from '../../forms/FormAlert';
import { formatDateTime } from './formatDateTime';
import { formatSize } from './ScheduledBackups';
import * as tableStyles from './tables.css';

type Performance = ConfigurationAnswer['performance'];

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A duration as people read it: milliseconds under a second, else seconds (never split from its unit). */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms}\u00a0ms` : `${(ms / 1000).toFixed(1)}\u00a0s`;
}

/** A rendered page as the table names it: its path, or a language's 404 page (`*`, `/hi/*`). */
function pageName(path: string): string {
  const notFoundIn = notFoundLocaleOf(path);
  if (!notFoundIn) return path;
  return notFoundIn === DEFAULT_LOCALE ? '404 page' : `404 page (${LOCALE_INFO[notFoundIn].name})`;
}

/** "12 files, 3.4 MB of 256.0 MB, hit rate 83 % (120 hits, 24 misses) on this instance." */
export function mediaCacheSummary(cache: MediaCacheStats): string {
  const held = `${count(cache.entries, 'file')}, ${formatSize(cache.bytes)} of ${formatSize(cache.limitBytes)}`;
  const lookups = cache.hits + cache.misses;
  if (lookups === 0) return `${held}; no file asked for yet on this instance.`;
  const rate = Math.round((cache.hits / lookups) * 100);
  return `${held}, hit rate ${rate} % (${count(cache.hits, 'hit')}, ${cache.misses} ${cache.misses === 1 ? 'miss' : 'misses'}) on this instance.`;
}

/**
 * The pages' last render times on this instance: how many and the slowest in a line, the table
 * (slowest first) when asked for: a list of some 40 pages would make the card the screen's longest.
 */
export function PageRenderTimes({ performance }: { performance: Performance }) {
  const titleId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const { pages, pagesTimed, pagesFailed: failed } = performance;
  const slowest = pages[0];
  if (!slowest)
    return (
      <Text size="sm" tone="muted">
        No page rendered on this instance since it started: it serves the pages as they were.
      </Text>
    );
  return (
    <Stack gap="2">
      <Text weight="semibold" id={titleId}>
        Page render times
      </Text>
      <Text size="sm">
        {`${count(pagesTimed, 'page')} rendered on this instance since it started; the slowest took ${formatDuration(slowest.lastRenderMs)}.`}
        {failed === 1 ? ' 1 page failed: it serves its last render.' : ''}
        {failed > 1 ? ` ${failed} pages failed: they serve their last render.` : ''}
      </Text>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide the render times' : 'Show the render times'}
        </Button>
      </div>
      <div id={tableId} hidden={!open}>
        {open ? (
          <table className={tableStyles.compactTable} aria-labelledby={titleId}>
            <caption className={tableStyles.cellDetail} style={{ textAlign: 'start' }}>
              {pagesTimed > pages.length
                ? `The ${pages.length} slowest of ${pagesTimed} pages, slowest first.`
                : 'Slowest first.'}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={tableStyles.headCell}>
                  Page
                </th>
                <th scope="col" className={`${tableStyles.headCell} ${tableStyles.numberCell}`}>
                  Last render
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.path}>
                  <th scope="row" className={tableStyles.cell} style={{ fontWeight: 'normal' }}>
                    <code>{pageName(page.path)}</code>
                    <span className={tableStyles.cellDetail}>
                      {page.failed
                        ? `Failed ${formatDateTime(page.renderedAt)}: serves its last render`
                        : formatDateTime(page.renderedAt)}
                    </span>
                  </th>
                  <td
                    className={`${tableStyles.cell} ${tableStyles.numberCell} ${tableStyles.nowrap}`}
                  >
                    {formatDuration(page.lastRenderMs)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </Stack>
  );
}

/**
 * "Render the site again": every page, on this instance, in the background. The button stays
 * busy until the server says the render is done (the settings are read again meanwhile), then
 * the result shows under it; a render already running is the server's 409, shown as said.
 */
export function RenderSiteAgain({ siteRender }: { siteRender: Performance['siteRender'] }) {
  const { toast } = useToast();
  const render = useRenderSiteAgain();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!siteRender.available)
    return (
      <Text size="sm" tone="muted">
        This server serves the site as built: there is nothing to render again.
      </Text>
    );
  const running = render.isPending || siteRender.running;
  const { last } = siteRender;
  const onClick = async () => {
    setRefusal(null);
    try {
      const answer = await render.mutateAsync();
      toast.success(answer.message);
    } catch (error) {
      setRefusal(errorMessage(error, 'The site could not be rendered again. Please try again.'));
    }
  };
  return (
    <Stack gap="2">
      <div>
        <Button
          variant="secondary"
          loading={running}
          loadingText="Rendering…"
          onClick={() => void onClick()}
        >
          Render the site again
        </Button>
      </div>
      <Text size="sm" tone="muted">
        Renders every page on this instance (the others render on their next publish).
      </Text>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <Text size="sm" role="status">
        {running
          ? 'Rendering every page again…'
          : last
            ? last.failedPages === null
              ? `The last render asked here failed as a whole (${formatDateTime(last.finishedAt)}, after ${formatDuration(last.durationMs)}): the site serves its previous render.`
              : `The last render asked here was done ${formatDateTime(last.finishedAt)} in ${formatDuration(last.durationMs)}${last.failedPages > 0 ? `; ${count(last.failedPages, 'page')} failed (see the pages the site could not update)` : ''}.`
            : null}
      </Text>
    </Stack>
  );
}
