export { CookieConsent, cookieConsentPlacements, type CookieConsentProps } from './CookieConsent';
