export {
  CookiePreferences,
  defaultCookiePreferences,
  type CookieCategory,
  type CookiePreferencesProps,
  type CookiePreferencesValue,
} from './CookiePreferences';
