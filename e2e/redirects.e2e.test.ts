// Redirects against the real server: a published article whose slug changes keeps its old link
// (301 to the new page, and only the new address in the sitemap and feeds), and a super admin
// adds a redirect in Website Management by keyboard, which a visitor then follows; removing it
// asks first, with focus on Cancel. axe and sideways scrolling are checked at 390 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLISH_WAIT_MS, check, signInOnScreens } from './support/admin';
import { openPage, viewports } from './support/browser';
import { ROOT, SLUG, TITLE, contentApi, fetched, signIn } from './support/content';
import { serverAndBrowser } from './support/server';

const NEW_SLUG = 'rain-room-sessions-2027';

const run = serverAndBrowser({
  SUPER_ADMIN_EMAIL: ROOT.email,
  SUPER_ADMIN_PASSWORD: ROOT.password,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});

/** Where `path` answers, without following it. */
async function redirectOf(path: string) {
  const response = await fetch(`${run.server.origin}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

async function websiteManagement(width: keyof typeof viewports) {
  const opened = await openPage(run.browser, run.server.origin, viewports[width]);
  const { page } = opened;
  await signInOnScreens(page, run.server, ROOT);
  opened.consoleErrors.length = 0;
  await page.goto(`${run.server.origin}/super-admin/dashboard/website`);
  await page.getByRole('heading', { level: 1, name: 'Website Management' }).waitFor();
  return opened;
}

const redirectsTable = (page: Page) =>
  page.getByRole('region', { name: 'Redirects' }).getByRole('table', { name: 'Every redirect' });

describe('redirects', () => {
  it(
    'a renamed published article keeps its old link, which leads a visitor to the new page',
    async () => {
      const cookie = await signIn(run.server);
      const api = contentApi(run.server, cookie);
      const live = await api.publish(await api.create());
      const renamed = await fetch(`${run.server.origin}/api/content/articles/${live.id}`, {
        headers: { cookie, origin: run.server.origin },
      }).then((answer) => answer.json() as Promise<{ entry: { data: unknown; version: number } }>);
      const put = await fetch(`${run.server.origin}/api/content/articles/${live.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: run.server.origin, cookie },
        body: JSON.stringify({
          version: renamed.entry.version,
          slug: NEW_SLUG,
          data: renamed.entry.data,
        }),
      });
      expect(put.status, await put.clone().text()).toBe(200);
      const draft = ((await put.json()) as { entry: typeof live }).entry;
      await api.publish(draft);

      expect(await redirectOf(`/article/${SLUG}`)).toEqual({
        status: 301,
        location: `/article/${NEW_SLUG}`,
      });
      const visitor = await openPage(run.browser, run.server.origin);
      await visitor.page.goto(`${run.server.origin}/article/${SLUG}?ref=mail`);
      await visitor.page.waitForURL(`${run.server.origin}/article/${NEW_SLUG}?ref=mail`);
      await expect
        .poll(() => visitor.page.getByRole('heading', { level: 1 }).textContent())
        .toBe(TITLE);
      expect(visitor.consoleErrors).toEqual([]);
      await visitor.context.close();

      // Lists name only the current address.
      for (const path of ['/sitemap.xml', '/newsroom/rss.xml', '/newsroom/atom.xml']) {
        const { text } = await fetched(run.server, path);
        expect(text, path).toContain(`/article/${NEW_SLUG}`);
        expect(text, path).not.toContain(`/article/${SLUG}<`);
        expect(text, path).not.toContain(`/article/${SLUG}"`);
      }
    },
    PUBLISH_WAIT_MS * 2,
  );

  it('a super admin sees the old link in Website Management and adds a redirect by keyboard, which a visitor follows', async () => {
    const { page, context, consoleErrors } = await websiteManagement('desktop');
    const table = redirectsTable(page);
    await table.getByRole('rowheader', { name: `/article/${SLUG}` }).waitFor();
    expect(await table.getByText('Changes with its article').isVisible()).toBe(true);
    await check(page, 'website-redirects', 1280);

    await page.getByRole('textbox', { name: /^From/ }).focus();
    await page.keyboard.type('/press');
    await page.keyboard.press('Tab');
    await page.keyboard.type('https://elsewhere.example/');
    await page.keyboard.press('Enter');
    await page
      .getByText('Enter a path on this site, starting with / (never another site’s address).')
      .waitFor();
    await page.getByRole('textbox', { name: /^To/ }).fill('');
    await page.keyboard.type('/newsroom');
    await page.keyboard.press('Enter');
    await page.getByText('Redirect added.').first().waitFor();
    await table.getByRole('rowheader', { name: '/press' }).waitFor();
    expect(await redirectOf('/press')).toEqual({ status: 301, location: '/newsroom' });

    const visitor = await openPage(run.browser, run.server.origin);
    await visitor.page.goto(`${run.server.origin}/press`);
    await visitor.page.waitForURL(`${run.server.origin}/newsroom`);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();

    // Removing asks first; the question opens on Cancel so Enter takes nothing down.
    await table.getByRole('button', { name: 'Remove the redirect from /press' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Remove this redirect?' });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Cancel');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Redirect removed.').first().waitFor();
    expect((await redirectOf('/press')).status).toBe(404);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the Redirects list works at 390 px', async () => {
    const { page, context, consoleErrors } = await websiteManagement('phone');
    await redirectsTable(page)
      .getByRole('rowheader', { name: `/article/${SLUG}` })
      .waitFor();
    await check(page, 'website-redirects', 390);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
