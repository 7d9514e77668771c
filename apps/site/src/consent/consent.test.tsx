import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY, PREFERENCES_KEY, useConsent } from './consent';

beforeEach(() => window.localStorage.clear());

describe('cookie consent', () => {
  it('given nothing stored › no choice yet, only necessary cookies', () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current.consent).toBeNull();
    expect(result.current.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('Accept All stores "accepted" and every category; Decline stores "declined" and only necessary', () => {
    const { result } = renderHook(() => useConsent());
    act(() => result.current.accept());
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(result.current.preferences.marketing).toBe(true);
    act(() => result.current.decline());
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('declined');
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '')).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('ignores corrupt stored values', () => {
    window.localStorage.setItem(CONSENT_KEY, 'maybe');
    window.localStorage.setItem(PREFERENCES_KEY, '{"marketing":"yes"');
    const { result } = renderHook(() => useConsent());
    expect(result.current.consent).toBeNull();
    expect(result.current.preferences.marketing).toBe(false);
  });

  it('saving preferences keeps necessary on and records the choice; reset restores the defaults', () => {
    const { result } = renderHook(() => useConsent());
    act(() =>
      result.current.savePreferences({ analytics: true, marketing: false, preferences: true }),
    );
    expect(result.current.consent).toBe('accepted');
    expect(result.current.preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
    act(() => result.current.resetPreferences());
    expect(result.current.preferences.analytics).toBe(false);
  });
});
