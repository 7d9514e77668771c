import type { CookieCategoryId } from '@studio/content/cookieSettings';
import { useCallback, useSyncExternalStore } from 'react';

/** The visitor's answer to the cookie banner, kept under `cookieConsent`. */
export type ConsentChoice = 'accepted' | 'declined';

/** Kept as JSON under `cookiePreferences`. Necessary cookies cannot be switched off. */
export type CookiePreferences = { necessary: true } & Record<
  Exclude<CookieCategoryId, 'necessary'>,
  boolean
>;

export const CONSENT_KEY = 'cookieConsent';
export const PREFERENCES_KEY = 'cookiePreferences';

/** Only necessary cookies: what a visitor gets until they choose, and after Decline or Reset. */
export const DEFAULT_PREFERENCES: CookiePreferences = Object.freeze({
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
});
const ALL_PREFERENCES: CookiePreferences = Object.freeze({
  necessary: true,
  analytics: true,
  marketing: true,
  preferences: true,
});

export interface ConsentState {
  /** `undefined` while unknown (prerendered HTML, before hydration); `null` when not chosen yet. */
  consent: ConsentChoice | null | undefined;
  preferences: CookiePreferences;
}

const UNKNOWN: ConsentState = Object.freeze({
  consent: undefined,
  preferences: DEFAULT_PREFERENCES,
});

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage disabled (privacy mode, blocked cookies): behave as if nothing was chosen.
    return null;
  }
}

function writeItems(entries: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the choice holds for this page view only.
  }
}

/** Corrupt or foreign values are ignored, as if nothing was stored. */
export function parseConsent(raw: string | null): ConsentChoice | null {
  return raw === 'accepted' || raw === 'declined' ? raw : null;
}

export function parsePreferences(raw: string | null): CookiePreferences | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { analytics, marketing, preferences } = value as Record<string, unknown>;
    if (
      typeof analytics !== 'boolean' ||
      typeof marketing !== 'boolean' ||
      typeof preferences !== 'boolean'
    )
      return null;
    return { necessary: true, analytics, marketing, preferences };
  } catch {
    return null;
  }
}

let cached: {
  consentRaw: string | null;
  preferencesRaw: string | null;
  state: ConsentState;
} | null = null;
let sessionState: ConsentState | null = null;

function snapshot(): ConsentState {
  if (sessionState) return sessionState;
  const consentRaw = readItem(CONSENT_KEY);
  const preferencesRaw = readItem(PREFERENCES_KEY);
  if (cached && cached.consentRaw === consentRaw && cached.preferencesRaw === preferencesRaw)
    return cached.state;
  const consent = parseConsent(consentRaw);
  const stored = parsePreferences(preferencesRaw);
  const preferences = stored ?? (consent === 'accepted' ? ALL_PREFERENCES : DEFAULT_PREFERENCES);
  const state: ConsentState = { consent, preferences };
  cached = { consentRaw, preferencesRaw, state };
  return state;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY || event.key === PREFERENCES_KEY)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function store(consent: ConsentChoice, preferences: CookiePreferences): void {
  writeItems({ [CONSENT_KEY]: consent, [PREFERENCES_KEY]: JSON.stringify(preferences) });
  // If storage refused the write, keep the choice for this page view.
  sessionState = readItem(CONSENT_KEY) === consent ? null : { consent, preferences };
  for (const listener of listeners) listener();
}

/**
 * The visitor's cookie choices and the ways to change them. Third-party embeds may load only
 * when `preferences.marketing` is true (or after a click on their facade).
 */
export function useConsent() {
  const state = useSyncExternalStore(subscribe, snapshot, () => UNKNOWN);
  const accept = useCallback(() => store('accepted', ALL_PREFERENCES), []);
  const decline = useCallback(() => store('declined', DEFAULT_PREFERENCES), []);
  const savePreferences = useCallback((preferences: Omit<CookiePreferences, 'necessary'>) => {
    const next: CookiePreferences = { ...preferences, necessary: true };
    const anyOptional = next.analytics || next.marketing || next.preferences;
    store(anyOptional ? 'accepted' : 'declined', next);
  }, []);
  const resetPreferences = useCallback(() => store('declined', DEFAULT_PREFERENCES), []);
  return { ...state, accept, decline, savePreferences, resetPreferences };
}
