/** The content store: what the routes, the seed and the scheduler call. */
export {
  AUTOSAVE_REVISION_GAP_MS,
  documentProblems,
  type ActionInput,
  type ContentActor,
  type ContentRefusal,
  type EntryOutcome,
  type EntryView,
  type Stale,
} from './entry.js';
export {
  createEntry,
  restoreRevision,
  updateEntry,
  type CreateInput,
  type RestoreInput,
  type UpdateInput,
} from './drafts.js';
export { publishEntry, unpublishEntry } from './publishing.js';
export { publishNewEntries, type BulkOutcome, type NewPublishedEntry } from './bulk.js';
export { publishDueSchedules, scheduleEntry, type ScheduleInput } from './schedules.js';
export { listEntries, listRevisions, readEntry, readRevision, type ListQuery } from './reads.js';
export { entryIdOfSlug, publishedArticleSlugs, resolveSlug, type SlugResolution } from './slugs.js';
export { createTranslation, type TranslationInput } from './translations.js';
export {
  purgeEntry,
  purgeExpiredTrash,
  trashEntry,
  untrashEntry,
  type PurgeOutcome,
  type TrashInput,
} from './trash.js';
export {
  scheduleUnpublish,
  unpublishDueSchedules,
  type UnpublishScheduleInput,
} from './unpublish-schedules.js';
export {
  heartbeat,
  leave,
  takeOver,
  type EditorTab,
  type PresenceView,
  type TakeOverInput,
} from './presence.js';
