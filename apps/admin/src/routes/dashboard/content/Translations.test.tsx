import { ContentTexts } from '@studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubContentApi } from '../../../test/renderApp';
import { sampleFaqEntry, sampleFaqSummary } from '../../../test/contentSamples';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const LIST = '/super-admin/dashboard/content/faqs';
const TRANSLATION_ID = '0b6f2d4c-4444-4000-8000-000000000004';
const SOURCE_PATH = `/api/content/faqs/${sampleFaqEntry.id}`;
const TRANSLATION_PATH = `/api/content/faqs/${TRANSLATION_ID}`;
const HINDI_QUESTION = 'मिक्सिंग में कितना समय लगता है?';

/** The sample FAQ in English, with its Hindi translation's state (none: no translation). */
const source = (hindi?: { id: string; state: string }) => ({
  ...sampleFaqEntry,
  locale: 'en',
  sourceId: null,
  translations: hindi ? { hi: hindi } : {},
});

/** Its Hindi translation: the question translated, the answer still the English one. */
const translation = {
  ...sampleFaqSummary,
  id: TRANSLATION_ID,
  locale: 'hi',
  sourceId: sampleFaqEntry.id,
  version: 1,
  slug: 'mixing-samay',
  label: HINDI_QUESTION,
  data: { question: HINDI_QUESTION, answer: sampleFaqEntry.data.answer },
  live: null,
};

/** The toast that shows `text` (its title or its message). */
const toastOf = (text: HTMLElement) => {
  const toast = text.closest('li');
  if (!toast) throw new Error('Not inside a toast.');
  return toast;
};

const listPage = (items: unknown[]) =>
  json(200, { success: true, items, page: 1, pageSize: 100, total: items.length, trashDays: 30 });

/** A server with the English FAQ and its Hindi translation, taking saves and publishes. */
function translatedServer() {
  let current = translation;
  return stubContentApi(({ method, path, body }) => {
    if (path.endsWith('/revisions')) return json(200, { success: true, items: [] });
    if (method === 'GET' && path === SOURCE_PATH)
      return json(200, {
        success: true,
        entry: source({ id: TRANSLATION_ID, state: current.state }),
      });
    if (method === 'GET' && path === TRANSLATION_PATH)
      return json(200, { success: true, entry: current });
    if (method === 'PUT' && path === `${TRANSLATION_PATH}/translation`) {
      const sent = body as { slug: string; data: typeof translation.data };
      current = { ...current, version: current.version + 1, slug: sent.slug, data: sent.data };
      return json(200, { success: true, message: ContentTexts.saved, entry: current });
    }
    if (method === 'POST' && path === `${TRANSLATION_PATH}/publish`) {
      current = {
        ...current,
        version: current.version + 1,
        state: 'published',
        hasUnpublishedChanges: false,
      };
      return json(200, { success: true, message: ContentTexts.published, entry: current });
    }
    if (method === 'DELETE' && path === `${TRANSLATION_PATH}?version=${current.version}`) {
      current = { ...current, version: current.version + 1, state: 'deleted' };
      return json(200, { success: true, message: ContentTexts.trashed, entry: current });
    }
    if (method === 'POST' && path === `${TRANSLATION_PATH}/restore`) {
      current = { ...current, version: current.version + 1, state: 'draft' };
      return json(200, { success: true, message: ContentTexts.untrashed, entry: current });
    }
    if (path.endsWith('/presence'))
      return json(200, { success: true, others: [], takenOver: null });
    return json(404, { success: false, message: 'Not found' });
  });
}

const openTranslation = async () => {
  renderApp(`${LIST}/${TRANSLATION_ID}`);
  return screen.findByRole('heading', {
    level: 1,
    name: `Hindi translation of “${sampleFaqEntry.data.question}”`,
  });
};

const row = (name: string) =>
  screen.getByRole('link', { name }).closest('tr') as HTMLTableRowElement;

describe('translations in the content lists', () => {
  it('given entries with and without a Hindi translation › each row says the Hindi state in words', async () => {
    const entry = (id: string, label: string, hi?: { id: string; state: string }) => ({
      ...sampleFaqSummary,
      id,
      label,
      slug: label.toLowerCase(),
      locale: 'en',
      sourceId: null,
      translations: hi ? { hi } : {},
    });
    stubContentApi(() =>
      listPage([
        entry('0b6f2d4c-1111-4000-8000-00000000000a', 'Untranslated'),
        entry('0b6f2d4c-1111-4000-8000-00000000000b', 'Drafted', {
          id: TRANSLATION_ID,
          state: 'draft',
        }),
        entry('0b6f2d4c-1111-4000-8000-00000000000c', 'Translated', {
          id: '0b6f2d4c-4444-4000-8000-00000000000c',
          state: 'published',
        }),
        entry('0b6f2d4c-1111-4000-8000-00000000000d', 'Soon', {
          id: '0b6f2d4c-4444-4000-8000-00000000000d',
          state: 'scheduled',
        }),
      ]),
    );
    renderApp(LIST);
    await screen.findByRole('link', { name: 'Untranslated' });
    expect(row('Untranslated')).toHaveTextContent('Hindi: missing');
    expect(row('Drafted')).toHaveTextContent('Hindi: draft');
    expect(row('Translated')).toHaveTextContent('Hindi: live');
    expect(row('Soon')).toHaveTextContent('Hindi: scheduled');
  });
});

describe('adding a translation from the English entry', () => {
  it('given no Hindi translation › offers to add one, shows the API’s slug error beside the slug, then opens the new translation', async () => {
    let created = false;
    const calls = stubContentApi(({ method, path, body }) => {
      if (path.endsWith('/revisions')) return json(200, { success: true, items: [] });
      if (path.endsWith('/presence'))
        return json(200, { success: true, others: [], takenOver: null });
      if (method === 'GET' && path === SOURCE_PATH)
        return json(200, {
          success: true,
          entry: source(created ? { id: TRANSLATION_ID, state: 'draft' } : undefined),
        });
      if (method === 'GET' && path === TRANSLATION_PATH)
        return json(200, { success: true, entry: translation });
      if (method === 'POST' && path === `${SOURCE_PATH}/translations`) {
        if ((body as { slug: string }).slug === 'taken')
          return json(400, {
            success: false,
            message: 'Check the highlighted fields.',
            errors: [{ field: 'slug', message: ContentTexts.slugTaken }],
          });
        created = true;
        return json(201, {
          success: true,
          message: ContentTexts.translationCreated,
          entry: translation,
        });
      }
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(`${LIST}/${sampleFaqEntry.id}`);
    const panel = await screen.findByRole('region', { name: 'Translations' });
    expect(panel).toHaveTextContent('Hindi: missing');
    await user.click(within(panel).getByRole('link', { name: 'Add Hindi translation' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `New Hindi translation of “${sampleFaqEntry.data.question}”`,
      }),
    ).toBeVisible();
    // Nothing is filled in from the English entry.
    const question = screen.getByRole('textbox', { name: /^Question/ });
    expect(question).toHaveValue('');
    await user.type(question, HINDI_QUESTION);
    await user.type(screen.getByRole('textbox', { name: /^Answer/ }), 'लगभग एक सप्ताह।');
    const slug = screen.getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'taken');
    await user.click(screen.getByRole('button', { name: 'Create Hindi translation' }));

    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(new RegExp(ContentTexts.slugTaken)),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      locale: 'hi',
      slug: 'taken',
      data: { question: HINDI_QUESTION, answer: 'लगभग एक सप्ताह।' },
    });

    await user.clear(slug);
    await user.type(slug, 'mixing-samay');
    await user.click(screen.getByRole('button', { name: 'Create Hindi translation' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Hindi translation of “${sampleFaqEntry.data.question}”`,
      }),
    ).toBeVisible();
    const toast = toastOf(screen.getByText(ContentTexts.translationCreated));
    expect(within(toast).getByText(HINDI_QUESTION)).toHaveAttribute('lang', 'hi');
  });

  it('given a Hindi translation › the English entry links to it with its state', async () => {
    translatedServer();
    renderApp(`${LIST}/${sampleFaqEntry.id}`);
    const panel = await screen.findByRole('region', { name: 'Translations' });
    expect(panel).toHaveTextContent('Hindi: draft');
    expect(within(panel).getByRole('link', { name: 'Edit Hindi translation' })).toHaveAttribute(
      'href',
      `${LIST}/${TRANSLATION_ID}`,
    );
  });
});

describe('the translation editor', () => {
  it('given a translation › shows only the translatable fields, each beside the English, marked when it matches or misses it', async () => {
    translatedServer();
    const user = userEvent.setup();
    await openTranslation();
    // The category and order are the English entry's: not written per language.
    expect(screen.queryByRole('combobox', { name: /^Category/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /^Order/ })).toBeNull();

    const questionRow = screen.getByRole('group', { name: 'Question in English and Hindi' });
    const answerRow = screen.getByRole('group', { name: 'Answer in English and Hindi' });
    const english = within(questionRow).getByText(sampleFaqEntry.data.question);
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    const question = within(questionRow).getByRole('textbox', { name: /^Question/ });
    expect(question).toHaveAttribute('lang', 'hi');
    expect(question).toHaveValue(HINDI_QUESTION);
    expect(questionRow).not.toHaveTextContent(/Missing|Same as English/);
    expect(answerRow).toHaveTextContent('Same as English');

    await user.clear(within(answerRow).getByRole('textbox', { name: /^Answer/ }));
    expect(answerRow).toHaveTextContent('Missing');
    expect(answerRow).not.toHaveTextContent('Same as English');

    expect(screen.getByRole('link', { name: 'English FAQ' })).toHaveAttribute(
      'href',
      `${LIST}/${sampleFaqEntry.id}`,
    );
  });

  it('given a translation › offers no preview, and says why', async () => {
    translatedServer();
    await openTranslation();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(screen.getByText(/No preview: previews show the site in English only/)).toBeVisible();
  });

  it('given typing › saves the draft at the translation’s own address', async () => {
    const calls = translatedServer();
    const user = userEvent.setup();
    await openTranslation();
    const answer = screen.getByRole('textbox', { name: /^Answer/ });
    await user.clear(answer);
    await user.type(answer, 'लगभग एक सप्ताह।');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/translation')),
      ).toHaveLength(1),
    );
    const put = calls.find((call) => call.method === 'PUT' && call.path.endsWith('/translation'));
    expect(put?.path).toBe(`${TRANSLATION_PATH}/translation`);
    expect(put?.body).toEqual({
      version: 1,
      slug: 'mixing-samay',
      data: { question: HINDI_QUESTION, answer: 'लगभग एक सप्ताह।' },
      autosave: true,
    });
    expect(calls.some((call) => call.method === 'PUT' && call.path === TRANSLATION_PATH)).toBe(
      false,
    );
  });

  it('given Publish › publishes the translation by its own id, not the English entry, and the toast names it in Hindi', async () => {
    const calls = translatedServer();
    const user = userEvent.setup();
    await openTranslation();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const toast = toastOf(await screen.findByText(ContentTexts.published));
    expect(toast).toBeVisible();
    expect(within(toast).getByText(HINDI_QUESTION)).toHaveAttribute('lang', 'hi');
    const publishes = calls.filter((call) => call.path.endsWith('/publish'));
    expect(publishes.map((call) => call.path)).toEqual([`${TRANSLATION_PATH}/publish`]);
  });

  it('given Move to trash confirmed › trashes the translation by its own id, then opens the English entry, where it can be restored', async () => {
    const calls = translatedServer();
    const user = userEvent.setup();
    await openTranslation();
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Move this Hindi translation to the trash?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit FAQ' })).toBeVisible();
    // (The editor's closing also says goodbye to presence, a DELETE of its own address.)
    const trashes = calls.filter(
      (call) => call.method === 'DELETE' && !call.path.includes('/presence'),
    );
    expect(trashes.map((call) => call.path)).toEqual([`${TRANSLATION_PATH}?version=1`]);
    const panel = await screen.findByRole('region', { name: 'Translations' });
    await waitFor(() => expect(panel).toHaveTextContent('Hindi: in the trash'));

    await user.click(within(panel).getByRole('button', { name: 'Restore Hindi translation' }));
    await waitFor(() => expect(panel).toHaveTextContent('Hindi: draft'));
    expect(calls.find((call) => call.path === `${TRANSLATION_PATH}/restore`)?.body).toEqual({
      version: 2,
    });
  });
});
