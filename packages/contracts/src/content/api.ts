import { Type, type Static } from '@sinclair/typebox';
import { literals, closed } from './schema.js';
import { PageFields, PageQuery } from '../pagination.js';
import { SingleLine } from '../text.js';
import { CONTENT_TYPES, translationSchema, type ContentType } from './collections.js';
import { DEFAULT_LOCALE, LOCALES } from '../locales.js';
import { SLUG_MAX_LENGTH } from './slug.js';
import { WebsiteSettings, WebsiteTranslation } from './website.js';

/*
 * Requests and answers of `/api/content/{type}` and `/api/website`. Every write names the version
 * it edits; a stale one is refused with 409 and the entry as it is now, so nothing is lost.
 */

export const CONTENT_STATES = [
  'draft',
  'scheduled',
  'published',
  'unpublished',
  'deleted',
] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** Why a revision was kept. */
export const REVISION_REASONS = [
  'save',
  'autosave',
  'publish',
  'scheduled-publish',
  'restore',
] as const;
export type RevisionReason = (typeof REVISION_REASONS)[number];

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

/** The version a write edits: what the client last read. */
export const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A slug as sent; the slug rule (`slugProblem`) is checked by the API with a field error. */
export const SlugInput = SingleLine({ minLength: 1, maxLength: SLUG_MAX_LENGTH });

export const EntryIdParams = closed({ id: Type.String({ format: 'uuid' }) });
export type EntryIdParams = Static<typeof EntryIdParams>;
export const RevisionParams = closed({
  id: Type.String({ format: 'uuid' }),
  revisionId: Type.String({ format: 'uuid' }),
});
export type RevisionParams = Static<typeof RevisionParams>;

export const ContentListQuery = closed({
  ...PageQuery,
  state: Type.Optional(literals(CONTENT_STATES)),
  /** Text found (any case) in the working draft's fields or its slug. */
  q: Type.Optional(SingleLine({ minLength: 1, maxLength: 200 })),
  /** By last change, newest first unless `updated-asc`. */
  sort: Type.Optional(literals(['updated-desc', 'updated-asc'] as const)),
});
export type ContentListQuery = Static<typeof ContentListQuery>;

/** One of the site's languages (`LOCALES`). */
export const LocaleField = literals(LOCALES);

/** An entry's translations that exist, by language: a missing language has none. */
export const TranslationStates = Type.Object(
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Type.Optional(
        closed({ id: Type.String({ format: 'uuid' }), state: literals(CONTENT_STATES) }),
      ),
    ]),
  ),
  { additionalProperties: false },
);
export type TranslationStates = Partial<
  Record<(typeof LOCALES)[number], { id: string; state: ContentState }>
>;

/** How an entry stands, without its data (list rows). */
const EntryFields = {
  id: Type.String({ format: 'uuid' }),
  /** The entry's language: the default one for a source entry, another for a translation. */
  locale: LocaleField,
  /** The default-language entry this one translates; null for a source entry. */
  sourceId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  /** A source entry's translations (lists and a source's read; absent on a translation). */
  translations: Type.Optional(TranslationStates),
  state: literals(CONTENT_STATES),
  version: Version,
  /** The working draft's slug. */
  slug: Type.String(),
  /** The slug the live page answers at; null while nothing is live. */
  liveSlug: Type.Union([Type.String(), Type.Null()]),
  /** The working draft's title (or name, or question). */
  label: Type.String(),
  /** Whether the working draft differs from what is live. */
  hasUnpublishedChanges: Type.Boolean(),
  scheduledFor: NullableDateTime,
  /** When the live page is set to come down (scheduled unpublish); null when not set. */
  unpublishAt: NullableDateTime,
  createdAt: DateTime,
  updatedAt: DateTime,
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  publishedAt: NullableDateTime,
  /** When it was moved to the trash (state `deleted`); null otherwise. */
  deletedAt: NullableDateTime,
};

export const EntrySummary = closed(EntryFields);
export type EntrySummary = Omit<Static<typeof EntrySummary>, 'translations'> & {
  translations?: TranslationStates;
};

export const Revision = closed({
  id: Type.String({ format: 'uuid' }),
  number: Type.Integer({ minimum: 1 }),
  createdAt: DateTime,
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  reason: literals(REVISION_REASONS),
  /** The fields that differ from the working draft before it (`slug` included). */
  changedFields: Type.Array(Type.String()),
});
export type Revision = Static<typeof Revision>;

export const ContentTexts = {
  created: 'Entry created.',
  saved: 'Draft saved.',
  published: 'Entry published.',
  unpublished: 'Entry unpublished.',
  scheduled: 'Publication scheduled.',
  unscheduled: 'Schedule cancelled.',
  unpublishScheduled: 'Unpublish scheduled.',
  unpublishUnscheduled: 'Scheduled unpublish cancelled.',
  noUnpublishSchedule: 'This entry has no scheduled unpublish.',
  restored: 'Revision restored as the working draft.',
  deleted: 'Entry deleted.',
  trashed: 'Entry moved to the trash.',
  untrashed: 'Entry restored from the trash as a draft.',
  purged: 'Entry deleted for good.',
  notInTrash: 'Only an entry in the trash can be restored or deleted for good.',
  restoreSlugTaken:
    "Another entry of this type now uses this slug: change that entry's slug, then restore this one.",
  trashSuperAdminOnly: 'Only a super admin can restore or delete an entry in the trash.',
  listed: 'Entries listed.',
  notFound: 'Entry not found',
  revisionNotFound: 'Revision not found',
  stale:
    'This entry was changed by someone else since you opened it. Nothing was saved: review the current version and apply your change again.',
  slugTaken: 'Another entry of this type already uses this slug',
  deletePublishedForbidden: 'Only a super admin can delete a published entry.',
  scheduleInPast: 'Must be a time in the future',
  notScheduled: 'This entry has no scheduled publication.',
  deletedEntry: 'An entry in the trash cannot be changed: a super admin can restore it.',
  notPublished: 'Only a published entry can be unpublished.',
  nothingToPublish: 'This entry has no changes to publish.',
  translationCreated: 'Translation created.',
  translationLocale: 'Must be one of the languages entries are translated into',
  translationOfTranslation:
    'This entry is a translation: translate its source entry in the default language instead.',
  translationExists: 'This entry already has a translation in this language',
  saveAsTranslation:
    'This entry is a translation: save its translatable fields at its translation address.',
  saveAsSource: 'This entry is not a translation: save it at its own address.',
  translationPreviewUnavailable:
    'Previews show the site in its default language: a translation cannot be previewed yet.',
  restoreSourceFirst:
    'This translation went to the trash with its source entry: restore the source entry first.',
  previewNotFound: 'This preview link is not valid: ask for a new one from the entry editor.',
  previewExpired: 'This preview link has expired: ask for a new one from the entry editor.',
  previewUnavailable: 'Previews need the site renderer, which this server does not run.',
  websiteSaved: 'Website settings saved.',
  websiteStale:
    'The website settings were changed by someone else since you opened them. Nothing was saved: review the current settings and apply your change again.',
} as const;

/** The schemas of one collection's API: its entry, requests and answers. */
export function contentSchemas<T extends ContentType>(type: T) {
  const data = CONTENT_TYPES[type].schema as (typeof CONTENT_TYPES)[T]['schema'];
  const name = type.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
  // A translation's documents hold only the type's translatable fields: a closed schema of its
  // own, which a source's full document never matches (and the reverse), so answers say which.
  const translation = translationSchema(type);
  const document = Type.Union([data, translation]);
  const Entry = Type.Object(
    {
      ...EntryFields,
      /** The working draft (a translation's: its translatable fields only). */
      data: document,
      /** What the live page shows; null while nothing is live. */
      live: Type.Union([data, translation, Type.Null()]),
    },
    { additionalProperties: false, title: `${name}Entry` },
  );
  const Create = closed({ slug: Type.Optional(SlugInput), data });
  const Update = closed({
    version: Version,
    slug: Type.Optional(SlugInput),
    data,
    /** An editor's periodic save: it updates the working draft and keeps a revision only after 10 quiet minutes. */
    autosave: Type.Optional(Type.Boolean()),
  });
  /** A new translation of a source entry: its language, slug (else from its title) and words. */
  const TranslationCreate = closed({
    locale: LocaleField,
    slug: Type.Optional(SlugInput),
    data: translation,
  });
  /** A save of a translation's working draft: its translatable fields only. */
  const TranslationUpdate = closed({
    version: Version,
    slug: Type.Optional(SlugInput),
    data: translation,
    autosave: Type.Optional(Type.Boolean()),
  });
  const EntryAnswer = closed({ success: Type.Literal(true), message: Type.String(), entry: Entry });
  const Conflict = closed({ success: Type.Literal(false), message: Type.String(), current: Entry });
  const RevisionDetail = closed({
    success: Type.Literal(true),
    revision: closed({ ...Revision.properties, slug: Type.String(), data: document }),
  });
  return {
    Entry,
    Create,
    Update,
    TranslationCreate,
    TranslationUpdate,
    EntryAnswer,
    Conflict,
    RevisionDetail,
  };
}

export const VersionBody = closed({ version: Version });
export type VersionBody = Static<typeof VersionBody>;
export const VersionQuery = closed({ version: Version });

/** The answer to a purge: the entry is gone, with its revisions. */
export const PurgeAnswer = closed({
  success: Type.Literal(true),
  message: Type.String(),
  id: Type.String({ format: 'uuid' }),
});
export type PurgeAnswer = Static<typeof PurgeAnswer>;

export const ScheduleBody = closed({
  version: Version,
  /** When the working draft (as it is now) goes live; null cancels the schedule. */
  publishAt: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]),
});
export type ScheduleBody = Static<typeof ScheduleBody>;

export const UnpublishScheduleBody = closed({
  version: Version,
  /** When the live page comes down (the draft stays); null cancels. */
  unpublishAt: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()]),
});
export type UnpublishScheduleBody = Static<typeof UnpublishScheduleBody>;

/** How long a draft's preview URL works after it is made. */
export const DRAFT_PREVIEW_TTL_MS = 30 * 60 * 1000;

/** A draft's preview URL: signed, expiring, never indexed or cached (`/preview/<token>`). */
export const PreviewAnswer = closed({
  success: Type.Literal(true),
  /** Same-origin path of the preview page. */
  url: Type.String({ pattern: '^/preview/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type PreviewAnswer = Static<typeof PreviewAnswer>;

export const ContentList = closed({
  ...PageFields,
  items: Type.Array(EntrySummary),
  /** Days an entry stays in the trash before the server deletes it for good (`TRASH_DAYS`). */
  trashDays: Type.Integer({ minimum: 1 }),
});
export type ContentList = Static<typeof ContentList>;

export const RevisionList = closed({ success: Type.Literal(true), items: Type.Array(Revision) });
export type RevisionList = Static<typeof RevisionList>;

export const WebsiteView = closed({
  version: Version,
  settings: WebsiteSettings,
  updatedAt: DateTime,
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type WebsiteView = Static<typeof WebsiteView>;

export const WebsiteAnswer = closed({
  success: Type.Literal(true),
  message: Type.String(),
  website: WebsiteView,
});
export type WebsiteAnswer = Static<typeof WebsiteAnswer>;

/** The studio's name as the stored identity holds it: what the admin app's title and brand show. */
export const StudioNameAnswer = closed({ success: Type.Literal(true), name: Type.String() });
export type StudioNameAnswer = Static<typeof StudioNameAnswer>;

export const WebsiteUpdate = closed({ version: Version, settings: WebsiteSettings });
export type WebsiteUpdate = Static<typeof WebsiteUpdate>;

export const WebsiteConflict = closed({
  success: Type.Literal(false),
  message: Type.String(),
  current: WebsiteView,
});

/** The types a client of one collection works with. */
export type ContentEntry<T extends ContentType> = Static<
  ReturnType<typeof contentSchemas<T>>['Entry']
>;
export type ContentSchemaSet = ReturnType<typeof contentSchemas>;

/** A language other than the default one (`LOCALES`): what is translated into. */
export const TranslationLocaleParams = closed({
  locale: literals(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)),
});

/**
 * The website settings' words in one language. Version 0: none written yet (the first save
 * names version 0).
 */
export const WebsiteTranslationView = closed({
  locale: LocaleField,
  version: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  settings: WebsiteTranslation,
  updatedAt: Type.Union([DateTime, Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type WebsiteTranslationView = Static<typeof WebsiteTranslationView>;

export const WebsiteTranslationUpdate = closed({
  version: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  settings: WebsiteTranslation,
});
export type WebsiteTranslationUpdate = Static<typeof WebsiteTranslationUpdate>;

export const WebsiteTranslationAnswer = closed({
  success: Type.Literal(true),
  message: Type.String(),
  website: WebsiteTranslationView,
});
export const WebsiteTranslationConflict = closed({
  success: Type.Literal(false),
  message: Type.String(),
  current: WebsiteTranslationView,
});
