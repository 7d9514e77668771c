import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLISH_WAIT_MS, check, signInOnScreens } from './support/admin';
import { openPage, viewports } from './support/browser';
import { serverAndBrowser } from './support/server';

// Translating in the admin against the real server: an editor adds the Hindi translation of a
// default article, writes it beside the English, publishes it, and the list says it is live.
// Once on a phone (390 px) and once on a desktop (1280 px), axe clean on the translation editor.

const ROOT = { email: 'admin@studio.local', password: 'kestrel-sarangi-29-drone' };

const run = serverAndBrowser({
  SUPER_ADMIN_EMAIL: ROOT.email,
  SUPER_ADMIN_PASSWORD: ROOT.password,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('Translating an article', () => {
  it.each([
    ['phone', 390],
    ['desktop', 1280],
  ] as const)(
    'on a %s (%i px) an editor adds an article’s Hindi translation, writes it beside the English and publishes it',
    async (viewport, width) => {
      const { page, context, consoleErrors } = await openPage(
        run.browser,
        run.server.origin,
        viewports[viewport],
      );
      await signInOnScreens(page, run.server, ROOT);
      consoleErrors.length = 0;
      await page.goto(`${run.server.origin}/super-admin/dashboard/content/articles`);
      const table = page.getByRole('table', { name: 'Articles' });
      // An article the default content has not translated (the first run translates one of
      // them); each row's first link is its title.
      const link = table
        .getByRole('row')
        .filter({ hasText: 'Hindi: missing' })
        .first()
        .getByRole('link')
        .first();
      const title = (await link.innerText()).trim();
      await link.click();
      await heading(page, 'Edit article').waitFor();

      const translations = page.getByRole('region', { name: 'Translations' });
      await translations.getByText('Hindi: missing').waitFor();
      await check(page, 'translation-source', width);
      await translations.getByRole('link', { name: 'Add Hindi translation' }).click();
      await heading(page, `New Hindi translation of “${title}”`).waitFor();
      const hindiTitle = `स्टूडियो की नई आवाज़ ${width}`;
      await page.getByRole('textbox', { name: /^Title/ }).fill(hindiTitle);
      await page.getByRole('textbox', { name: /^Author/ }).fill('सरगम स्टूडियो समाचार');
      await page.getByRole('textbox', { name: /^Summary/ }).fill('लाइव रूम में एक नया सत्र।');
      const body = page.getByRole('textbox', { name: /^Body/ });
      await body.click();
      await page.keyboard.type('इस सप्ताह लाइव रूम में गायकों ने रिकॉर्ड किया।');
      await page.getByRole('textbox', { name: /^Tags/ }).fill('सत्र');
      const slug = page.getByRole('textbox', { name: /^Slug/ });
      await slug.fill(`studio-ki-nayi-awaaz-${width}`);
      await check(page, 'translation-new', width);
      await page.getByRole('button', { name: 'Create Hindi translation' }).click();

      await heading(page, `Hindi translation of “${title}”`).waitFor();
      await page.getByText('Translation created.').first().waitFor();
      expect(await page.getByRole('textbox', { name: /^Title/ }).getAttribute('lang')).toBe('hi');
      expect(await page.getByRole('button', { name: 'Preview', exact: true }).count()).toBe(0);
      await check(page, `translation-editor`, width);

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Entry published.').first().waitFor({ timeout: PUBLISH_WAIT_MS });

      await page.getByRole('link', { name: 'Articles', exact: true }).first().click();
      await heading(page, 'Articles').waitFor();
      const listed = page.getByRole('row').filter({ hasText: title });
      await listed.getByText('Hindi: live').waitFor();
      // The notices of the steps before, read: axe measures the list itself. A notice also
      // closes by itself, so one listed a moment ago may be gone before its click.
      const notices = page.getByRole('button', { name: 'Dismiss notification' });
      await expect
        .poll(async () => {
          if ((await notices.count()) > 0)
            await notices
              .first()
              .click({ timeout: 1_000 })
              .catch(() => undefined);
          return notices.count();
        })
        .toBe(0);
      await check(page, 'translation-list', width);

      // The website's words in Hindi, beside the English.
      await page.goto(`${run.server.origin}/super-admin/dashboard/website`);
      await page.getByRole('tab', { name: 'Hindi' }).click();
      await page.getByRole('region', { name: 'Studio identity in Hindi' }).waitFor();
      await check(page, 'website-hindi', width);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
