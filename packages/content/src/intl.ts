import { LOCALE_INFO, type Locale } from '@studio/contracts/locales';
import { fillTemplate } from './template.js';

/*
 * Numbers, dates and plurals as a page in each language shows them, through the `Intl` locale of
 * `LOCALE_INFO` (`hi-IN` for Hindi: lakh and crore grouping, Hindi month names, and the rule that
 * 0 and 1 take the singular). Dates are read and shown in UTC, so the prerender and every
 * visitor's browser agree on the day whatever their time zone.
 */

/** A number in the page's language: `12,34,567` on a Hindi page, `1,234,567` on an English one. */
export function formatNumber(
  locale: Locale,
  n: number,
  options?: Intl.NumberFormatOptions,
): string {
  return (options ? new Intl.NumberFormat(intlOf(locale), options) : numberFormat(locale)).format(
    n,
  );
}

export type DateStyle = 'full' | 'long' | 'medium' | 'short';

/**
 * A date in the page's language: `2024-08-26` → `26 अगस्त 2024` (Hindi), `August 26, 2024`
 * (English). A date alone (`YYYY-MM-DD`) is that day; a moment (an ISO timestamp) is shown on
 * its UTC day. Throws a RangeError for a value that is not a date.
 */
export function formatDate(locale: Locale, isoDate: string, style: DateStyle = 'long'): string {
  const date = new Date(DATE_ONLY.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  return dateFormat(locale, style).format(date);
}

/** The words for a count in each plural category: `one` and `other` at least. */
export type PluralForms = Record<'one' | 'other', string> &
  Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The words for a count, in the language's plural rules (Hindi: 0 and 1 take `one`; English: 1
 * alone), filled as `fillTemplate` fills content texts: `{count}` is the count as `formatNumber`
 * writes it, other placeholders come from `values`. A category a language has and `forms`
 * leaves out takes `other`.
 */
export function plural(
  locale: Locale,
  n: number,
  forms: PluralForms,
  values: Record<string, string | number> = {},
): string {
  const form = forms[pluralRules(locale).select(n)] ?? forms.other;
  return fillTemplate(form, { ...values, count: formatNumber(locale, n) });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const intlOf = (locale: Locale) => LOCALE_INFO[locale].intl;

// Building a formatter costs far more than using one: each is made once.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const pluralRulesOf = new Map<Locale, Intl.PluralRules>();
const dateFormats = new Map<`${Locale} ${DateStyle}`, Intl.DateTimeFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(intlOf(locale))));
  return format;
}

function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = pluralRulesOf.get(locale);
  if (!rules) pluralRulesOf.set(locale, (rules = new Intl.PluralRules(intlOf(locale))));
  return rules;
}

function dateFormat(locale: Locale, dateStyle: DateStyle): Intl.DateTimeFormat {
  const key = `${locale} ${dateStyle}` as const;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlOf(locale), { dateStyle, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}
