import { ContentTexts, sameJson, type AnyContentData, type ContentType } from '@studio/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { SaveState } from '@studio/ui';
import { apiFetch, isApiError, isNetworkError, errorMessage } from '../../../api/client';
import { useEntryWrite, type Entry } from '../../../api/dashboard/content';
import type { DeferredFields } from '../../../forms/deferredFields';
import {
  clearDraft,
  flushDraft,
  readDraft,
  writeDraft,
  writeDraftSoon,
} from '../../../forms/draftStorage';

export type EditorValues = { slug: string; data: AnyContentData };

/** How long typing must pause before the draft is sent. */
export const AUTOSAVE_DELAY_MS = 1000;
/** How long typing must pause before the draft is kept in this browser. */
export const DRAFT_DELAY_MS = 300;

export const valuesOf = (entry: Entry): EditorValues => ({ slug: entry.slug, data: entry.data });

/**
 * What is typed in the editor now, re-rendering the caller on every change: used by the parts
 * that compare it (a revision, the server's version in a conflict), so that typing re-renders
 * those and not the whole editor.
 */
export function useTypedValues(): EditorValues {
  return useWatch({ control: useFormContext<EditorValues>().control }) as EditorValues;
}

/**
 * Saves the working draft while the editor types: a second after the last change, one request
 * at a time, each naming the version it edits. Until the server has them, the edits are also
 * kept in this browser (`storageKey`) once typing pauses or the page is left, and restored when
 * the editor opens again. Deferred fields (`deferred`, the article body) report each change and
 * hand over their value only when the draft is kept or sent. A stale version
 * (someone else saved) stops saving and hands over the server's entry as `conflict`; nothing
 * typed is dropped until the editor chooses.
 */
export function useAutosave({
  type,
  entry,
  form,
  storageKey,
}: {
  type: ContentType;
  entry: Entry;
  form: UseFormReturn<EditorValues>;
  storageKey: string;
}) {
  const write = useEntryWrite(type);
  const [state, setStateNow] = useState<SaveState>('saved');
  // React calls the editor again for a state set to what it already is; typing sets 'unsaved'
  // on every key, so an unchanged state is not set at all.
  const stateRef = useRef<SaveState>('saved');
  const setState = useCallback((next: SaveState) => {
    if (stateRef.current === next) return;
    stateRef.current = next;
    setStateNow(next);
  }, []);
  const [savedAt, setSavedAt] = useState<Date | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>();
  const [conflict, setConflict] = useState<Entry | null>(null);
  const [restored, setRestored] = useState(false);
  const version = useRef(entry.version);
  // What the server holds: the editor may hand back the same draft spelled differently (the
  // body editor re-serializes it on opening), which is not a change to save.
  // Copies: the form changes its nested values in place.
  const stored = useRef<EditorValues>(structuredClone(valuesOf(entry)));
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  // What the save on its way sends from `version`: kept with the draft, so that reopening after
  // the page was left mid-save knows that save when the server holds it.
  const sending = useRef<EditorValues | undefined>(undefined);
  const again = useRef(false);
  const quiet = useRef(false);
  const conflicted = useRef(false);
  // The deferred fields' latest changes, read into the form when it is kept or sent.
  const pending = useRef(new Map<string, () => unknown>());

  const commit = useCallback(() => {
    if (pending.current.size === 0) return;
    const reads = [...pending.current];
    pending.current.clear();
    quiet.current = true;
    for (const [name, read] of reads)
      form.setValue(name as FieldPath<EditorValues>, read() as never, { shouldDirty: true });
    quiet.current = false;
  }, [form]);

  const keepDraft = useCallback(() => {
    commit();
    writeDraft(storageKey, version.current, form.getValues(), sending.current);
  }, [commit, form, storageKey]);

  const resetTo = useCallback(
    (values: EditorValues) => {
      pending.current.clear();
      stored.current = structuredClone(values);
      quiet.current = true;
      form.reset(values);
      quiet.current = false;
    },
    [form],
  );

  const showConflict = useCallback(
    (current: Entry) => {
      conflicted.current = true;
      setConflict(current);
      setState('unsaved');
    },
    [setState],
  );

  /** One save request and what its answer means for the editor; never rejects. */
  const send = useCallback(
    async (autosave: boolean): Promise<boolean> => {
      if (!navigator.onLine) {
        setState('offline');
        return false;
      }
      if (!(await form.trigger())) {
        setState('error');
        setProblem('Fix the marked fields: the draft is kept in this browser until then.');
        return false;
      }
      const values = form.getValues();
      setState('saving');
      // Copies: the form changes its nested values in place.
      sending.current = structuredClone(values);
      // The kept draft names the save, should the page be left before its answer.
      writeDraft(storageKey, version.current, values, sending.current);
      try {
        const answer = await write.mutateAsync({
          id: entry.id,
          write: {
            kind: 'save',
            version: version.current,
            ...values,
            autosave,
            translation: Boolean(entry.sourceId),
          },
        });
        version.current = answer.entry.version;
        sending.current = undefined;
        stored.current = structuredClone(values);
        if (again.current || pending.current.size > 0 || !sameJson(form.getValues(), values)) {
          keepDraft();
        } else {
          clearDraft(storageKey);
          setState('saved');
          setSavedAt(new Date());
          setProblem(undefined);
        }
        return true;
      } catch (error) {
        sending.current = undefined;
        if (isApiError(error) && error.status === 409 && error.message === ContentTexts.stale) {
          const current = await apiFetch<{ entry: Entry }>(
            `/api/content/${type}/${encodeURIComponent(entry.id)}`,
          ).then(
            (answer) => answer.entry,
            () => null,
          );
          if (current) showConflict(current);
          return false;
        }
        if (isNetworkError(error)) {
          setState('offline');
          return false;
        }
        // The API names fields as the form does (`slug`, `data.title`).
        if (isApiError(error))
          for (const { field, message } of error.errors ?? [])
            form.setError(field as keyof EditorValues, { type: 'server', message });
        setState('error');
        setProblem(errorMessage(error, 'The draft was not saved.'));
        return false;
      }
    },
    [entry.id, entry.sourceId, form, keepDraft, setState, showConflict, storageKey, type, write],
  );

  /** Sends the draft, one request at a time; a draft the server already holds is not sent. */
  const flush = useCallback(
    async (autosave = true): Promise<boolean> => {
      window.clearTimeout(timer.current);
      if (conflicted.current) return false;
      const running = inFlight.current;
      if (running) {
        if (autosave) {
          again.current = true;
          return false;
        }
        // Publish or Preview while a save is on its way: wait for it, then send what is left.
        await running;
        return flush(false);
      }
      commit();
      if (sameJson(form.getValues(), stored.current)) {
        clearDraft(storageKey);
        setState('saved');
        return true;
      }
      const sending = send(autosave);
      inFlight.current = sending;
      try {
        return await sending;
      } finally {
        inFlight.current = null;
        if (again.current) {
          again.current = false;
          timer.current = window.setTimeout(() => void flush(), 0);
        }
      }
    },
    [commit, form, send, setState, storageKey],
  );

  // Each change: kept in this browser and sent once typing pauses.
  const edited = useCallback(() => {
    writeDraftSoon(
      storageKey,
      () => {
        commit();
        return { version: version.current, value: form.getValues(), sent: sending.current };
      },
      DRAFT_DELAY_MS,
    );
    if (conflicted.current) return;
    setState('unsaved');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [commit, flush, form, setState, storageKey]);
  const editedRef = useRef(edited);
  useEffect(() => {
    editedRef.current = edited;
  });
  const [deferred] = useState<DeferredFields>(() => ({
    changed: (name, read) => {
      pending.current.set(name, read);
      editedRef.current();
    },
  }));

  useEffect(() => {
    const subscription = form.watch(() => {
      if (quiet.current) return;
      // An edit taken back (a field typed back to what the server holds) is nothing to save.
      const back =
        !conflicted.current &&
        !inFlight.current &&
        pending.current.size === 0 &&
        sameJson(form.getValues(), stored.current);
      if (!back) {
        edited();
        return;
      }
      window.clearTimeout(timer.current);
      clearDraft(storageKey);
      setState('saved');
    });
    return () => subscription.unsubscribe();
  }, [edited, form, setState, storageKey]);

  // Leaving the editor in the app: what waited is kept now.
  useEffect(() => () => flushDraft(storageKey), [storageKey]);

  // Back online: send what waited.
  useEffect(() => {
    const retry = () => {
      if (readDraft(storageKey)) void flush();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush, storageKey]);

  // Opening: edits this browser kept from before take the place of the server's draft, or, made
  // on an older version, meet the server's in the conflict view. An older version the server
  // moved on from only by this browser's own save (its values are exactly what that save sent,
  // the page was left before the answer) is no conflict: the edits go on top of it.
  useEffect(() => {
    const kept = readDraft<EditorValues>(storageKey);
    if (!kept || sameJson(kept.value, valuesOf(entry))) {
      if (kept) clearDraft(storageKey);
      return;
    }
    resetTo(kept.value);
    stored.current = structuredClone(valuesOf(entry));
    setRestored(true);
    const ownSave = kept.sent !== undefined && sameJson(kept.sent, valuesOf(entry));
    if (kept.version === entry.version || ownSave) {
      setState('unsaved');
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    } else {
      showConflict(entry);
    }
    // Once per opened entry.
  }, [entry.id]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    state,
    savedAt,
    problem,
    conflict,
    restored,
    version,
    deferred,
    /** Sends the draft now (an explicit save, which keeps a revision). */
    saveNow: () => flush(false),
    /** A write elsewhere (publish, schedule, restore) answered this entry. */
    adopt: (next: Entry, takeValues = false) => {
      version.current = next.version;
      if (takeValues) {
        resetTo(valuesOf(next));
        clearDraft(storageKey);
        setState('saved');
        setSavedAt(new Date());
      }
    },
    /** Conflict: put what was typed on top of the server's current version. */
    keepMine: () => {
      if (!conflict) return;
      version.current = conflict.version;
      stored.current = structuredClone(valuesOf(conflict));
      conflicted.current = false;
      setConflict(null);
      void flush(false);
    },
    /** Conflict: drop what was typed and take the server's version. */
    takeTheirs: () => {
      if (!conflict) return;
      version.current = conflict.version;
      conflicted.current = false;
      resetTo(valuesOf(conflict));
      clearDraft(storageKey);
      setConflict(null);
      setState('saved');
      setProblem(undefined);
    },
  };
}
