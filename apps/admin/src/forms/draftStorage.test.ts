import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllDrafts, draftKey, readDraft, writeDraftSoon } from './draftStorage';

const KEY = draftKey('meera@studio.test', 'articles', 'a1');
const DELAY = 300;

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a draft kept once typing pauses', () => {
  it('given changes › reads and writes the latest only once the pause has passed', () => {
    const read = vi.fn((text: string) => ({ version: 3, value: { body: text } }));
    writeDraftSoon(KEY, () => read('The choir'), DELAY);
    writeDraftSoon(KEY, () => read('The choir came in'), DELAY);
    vi.advanceTimersByTime(DELAY - 1);
    expect(readDraft(KEY)).toBeNull();
    expect(read).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(readDraft(KEY)).toMatchObject({ version: 3, value: { body: 'The choir came in' } });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    ['beforeunload', () => window.dispatchEvent(new Event('beforeunload'))],
    [
      'the page hidden',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('given a change not yet kept › %s › writes it at once', (_, leave) => {
    writeDraftSoon(
      KEY,
      () => ({ version: 3, value: { body: 'Typed just before closing' } }),
      DELAY,
    );
    leave();
    expect(readDraft(KEY)).toMatchObject({ value: { body: 'Typed just before closing' } });
  });

  it('given a change not yet kept › sign-out › it is never written', () => {
    writeDraftSoon(KEY, () => ({ version: 3, value: { body: 'Private words' } }), DELAY);
    clearAllDrafts();
    vi.advanceTimersByTime(DELAY);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.length).toBe(0);
  });
});
