import { ContentTexts, PresenceTexts } from '@studio/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/renderApp';
import { ENTRY_PATH, EDITOR, answerField, entry, saved, server } from '../../../test/entryEditor';
import { formatTime } from '../formatDateTime';

// Who else has the entry open, and taking it over from them.

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const PRESENCE = `${ENTRY_PATH}/presence`;
const OPENED = '2026-12-02T10:02:00.000Z';
const TAKEN = '2026-12-02T10:05:00.000Z';

type Presence = { others: { name: string; since: string }[]; takenOver: unknown };
const nobody: Presence = { others: [], takenOver: null };
const priya: Presence = { others: [{ name: 'Priya Nair', since: OPENED }], takenOver: null };

/** An editor's server: the entry, saves of its current version, and presence as `presence()` says. */
function presenceServer(presence: () => Presence) {
  let current = entry;
  return server(({ method, path, body }) => {
    if (method === 'GET' && path === ENTRY_PATH)
      return json(200, { success: true, entry: current });
    if (method === 'PUT' && path === PRESENCE) return json(200, { success: true, ...presence() });
    if (method === 'POST' && path === `${PRESENCE}/take-over`) {
      current = { ...current, version: current.version + 1 };
      return json(200, { success: true, message: PresenceTexts.takenOver, entry: current });
    }
    if (method === 'PUT' && path === ENTRY_PATH) {
      const sent = body as { version: number; data: typeof entry.data };
      if (sent.version !== current.version)
        return json(409, { success: false, message: ContentTexts.stale, current });
      current = { ...current, version: current.version + 1, data: sent.data };
      return saved(current);
    }
    return json(404, { success: false, message: 'Not found' });
  });
}

/** The notice as drawn (the live region says the same, out of sight). */
const drawn = { ignore: 'script, style, [role="status"]' };

/** What the page's status regions (polite live regions) say. */
const statuses = () => screen.getAllByRole('status').map((node) => node.textContent);

describe('the entry editor with someone else in it', () => {
  it('given another staff member with the entry open › says who and since when, in a polite live region, with Take over', async () => {
    presenceServer(() => priya);
    renderApp(EDITOR);
    const sentence = `Priya Nair is editing since ${formatTime(OPENED)}`;
    expect(await screen.findByText(sentence, drawn)).toBeVisible();
    expect(statuses()).toContain(sentence);
    expect(screen.getByRole('button', { name: 'Take over' })).toBeEnabled();
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('given nobody else at first › shows the other editor once their tab has opened it (the next heartbeat)', async () => {
    let answer = nobody;
    const calls = presenceServer(() => answer);
    renderApp(EDITOR);
    await answerField();
    await waitFor(() => expect(calls.some((call) => call.path === PRESENCE)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Take over' })).toBeNull();
    answer = priya;
    expect(
      await screen.findByRole('button', { name: 'Take over' }, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('given Take over pressed › tells the server this tab and version, says so, and saves on the version it answered', async () => {
    const calls = presenceServer(() => priya);
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.click(await screen.findByRole('button', { name: 'Take over' }));
    expect(await screen.findByText(new RegExp(PresenceTexts.takenOver), drawn)).toBeVisible();
    const takeOver = calls.find((call) => call.path === `${PRESENCE}/take-over`);
    const heartbeat = calls.find((call) => call.path === PRESENCE);
    expect(takeOver?.body).toEqual({
      tabId: (heartbeat?.body as { tabId: string }).tabId,
      version: entry.version,
    });

    await user.type(await answerField(), ' Or two.');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'PUT' && call.path === ENTRY_PATH).at(-1)?.body,
      ).toMatchObject({ version: entry.version + 1, data: { answer: 'About a week. Or two.' } }),
    );
  });

  it('given someone took the entry over from this tab › says who and when', async () => {
    presenceServer(() => ({ others: [], takenOver: { by: 'Dev Mehta', at: TAKEN } }));
    renderApp(EDITOR);
    const sentence = `Dev Mehta took over at ${formatTime(TAKEN)}`;
    expect(await screen.findByText(sentence, drawn)).toBeVisible();
    expect(statuses()).toContain(sentence);
    expect(screen.queryByRole('button', { name: 'Take over' })).toBeNull();
  });

  it('given the tab closing › says goodbye for this tab, so the others stop seeing it', async () => {
    const calls = presenceServer(() => nobody);
    renderApp(EDITOR);
    await answerField();
    await waitFor(() => expect(calls.some((call) => call.path === PRESENCE)).toBe(true));
    const tabId = (calls.find((call) => call.path === PRESENCE)?.body as { tabId: string }).tabId;
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: `${PRESENCE}?tabId=${tabId}` }),
      ),
    );
  });
});
