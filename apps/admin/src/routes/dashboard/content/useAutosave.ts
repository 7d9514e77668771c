import { ContentTexts, sameJson, type AnyContentData, type ContentType } from '@studio/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import type { SaveState } from '@studio/ui';
import { apiFetch, isApiError, isNetworkError, errorMessage } from '../../../api/client';
import { useEntryWrite, type Entry } from '../../../api/dashboard/content';
import { clearDraft, readDraft, writeDraft } from '../../../forms/draftStorage';

export type EditorValues = { slug: string; data: AnyContentData };

/** How long typing must pause before the draft is sent. */
export const AUTOSAVE_DELAY_MS = 1000;

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
 * kept in this browser (`storageKey`) and restored when the editor opens again. A stale version
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
  const [state, setState] = useState<SaveState>('saved');
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
  const again = useRef(false);
  const quiet = useRef(false);
  const conflicted = useRef(false);

  const resetTo = useCallback(
    (values: EditorValues) => {
      stored.current = structuredClone(values);
      quiet.current = true;
      form.reset(values);
      quiet.current = false;
    },
    [form],
  );

  const showConflict = useCallback((current: Entry) => {
    conflicted.current = true;
    setConflict(current);
    setState('unsaved');
  }, []);

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
      try {
        const answer = await write.mutateAsync({
          id: entry.id,
          write: { kind: 'save', version: version.current, ...values, autosave },
        });
        version.current = answer.entry.version;
        stored.current = structuredClone(values);
        if (again.current || !sameJson(form.getValues(), values)) {
          writeDraft(storageKey, version.current, form.getValues());
        } else {
          clearDraft(storageKey);
          setState('saved');
          setSavedAt(new Date());
          setProblem(undefined);
        }
        return true;
      } catch (error) {
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
    [entry.id, form, showConflict, storageKey, type, write],
  );

  /** Sends the draft, one request at a time. */
  const flush = useCallback(
    async (autosave = true): Promise<boolean> => {
      window.clearTimeout(timer.current);
      if (conflicted.current) return false;
      const pending = inFlight.current;
      if (pending) {
        if (autosave) {
          again.current = true;
          return false;
        }
        // Publish or Preview while a save is on its way: wait for it, then send what is left.
        await pending;
        return flush(false);
      }
      if (!autosave && sameJson(form.getValues(), stored.current)) return true;
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
    [form, send],
  );

  // Each change: kept in this browser at once, sent once typing pauses.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (quiet.current) return;
      if (!conflicted.current && !inFlight.current && sameJson(form.getValues(), stored.current)) {
        window.clearTimeout(timer.current);
        clearDraft(storageKey);
        setState('saved');
        return;
      }
      writeDraft(storageKey, version.current, form.getValues());
      if (conflicted.current) return;
      setState('unsaved');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [flush, form, storageKey]);

  // Back online: send what waited.
  useEffect(() => {
    const retry = () => {
      if (readDraft(storageKey)) void flush();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush, storageKey]);

  // Opening: edits this browser kept from before take the place of the server's draft, or, made
  // on an older version, meet the server's in the conflict view.
  useEffect(() => {
    const kept = readDraft<EditorValues>(storageKey);
    if (!kept || sameJson(kept.value, valuesOf(entry))) {
      if (kept) clearDraft(storageKey);
      return;
    }
    resetTo(kept.value);
    stored.current = structuredClone(valuesOf(entry));
    setRestored(true);
    if (kept.version === entry.version) {
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
