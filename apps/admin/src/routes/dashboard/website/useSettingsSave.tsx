import { useToast } from '@studio/ui';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError, type ApiError } from '../../../api/client';
import { SettingsConflict } from './SettingsGroup';

/** Website settings (or a language's words) as the API answers them. */
type SettingsView<S> = {
  version: number;
  settings: S;
  updatedBy: string | null;
  updatedAt: string | null;
};

/**
 * The save of a website settings form: it names the version read; a stale one reads the current
 * settings and shows them beside the form's (`conflictPanel`) until the editor keeps theirs or
 * saves theirs over; field errors show at their fields.
 */
export function useSettingsSave<S>({
  form,
  view,
  save,
  reread,
  isStale,
  flat,
  sent = (settings) => settings,
  notSaved,
}: {
  form: UseFormReturn<{ settings: S } & FieldValues>;
  view: SettingsView<S>;
  save: (input: { version: number; settings: S }) => Promise<{
    message: string;
    website: SettingsView<S>;
  }>;
  reread: () => Promise<SettingsView<S>>;
  isStale: (error: ApiError) => boolean;
  flat: (settings: S) => Record<string, unknown>;
  /** What is sent of the form's settings. */
  sent?: (settings: S) => S;
  notSaved: string;
}) {
  const { toast } = useToast();
  const [version, setVersion] = useState(view.version);
  const [conflict, setConflict] = useState<SettingsView<S> | null>(null);

  const submit = form.handleSubmit(async (values, event) => {
    event?.preventDefault();
    try {
      const answer = await save({ version, settings: sent(values.settings) });
      setVersion(answer.website.version);
      form.reset({ settings: answer.website.settings });
      toast.success(answer.message);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && isStale(error)) {
        const current = await reread().catch(() => null);
        if (current) setConflict(current);
        return;
      }
      if (isApiError(error))
        for (const { field, message } of error.errors ?? [])
          form.setError(field as Path<{ settings: S }>, { type: 'server', message });
      toast.error('Not saved', { message: errorMessage(error, notSaved) });
    }
  });

  const conflictPanel = (mine: S) =>
    conflict ? (
      <SettingsConflict
        current={conflict}
        mine={sent(mine)}
        flat={flat}
        onResolve={(next, theirs) => {
          setVersion(next);
          setConflict(null);
          if (theirs) form.reset({ settings: theirs });
          else void submit();
        }}
      />
    ) : null;
  return { submit, conflictPanel };
}
