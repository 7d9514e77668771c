import type { ContentType, Role } from '@studio/contracts';
import { useToast } from '@studio/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../api/client';
import type { EntryAnswer } from '../../../api/dashboard/content';
import { contentPath } from '../../../routePaths';
import type { useEditorForm } from './editorForm';
import { EntryLabel } from './EntryLabel';
import type { EditorValues } from './useAutosave';

/**
 * The Create of a new entry's (or translation's) form: sends it, shows the API's field errors at
 * their fields (focus on the first), then opens the draft's editor, which saves as it types.
 */
export function useCreateDraft({
  form,
  role,
  type,
  create,
  notCreated,
}: {
  form: ReturnType<typeof useEditorForm>['form'];
  role: Role;
  type: ContentType;
  create: (values: EditorValues) => Promise<EntryAnswer>;
  /** What the failure's toast says when the API gives no reason. */
  notCreated: string;
}) {
  const { toast } = useToast();
  const navigate = useNavigate();
  // Navigating once the created id has rendered, so the leave guard has already stood down.
  const [createdId, setCreatedId] = useState<string | null>(null);
  useEffect(() => {
    if (createdId) void navigate(contentPath(role, type, createdId), { replace: true });
  }, [createdId, navigate, role, type]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await create(values);
      toast.success(answer.message, { message: <EntryLabel entry={answer.entry} /> });
      setCreatedId(answer.entry.id);
    } catch (error) {
      if (isApiError(error) && error.errors?.length) {
        error.errors.forEach(({ field, message }, index) =>
          form.setError(field as 'slug', { type: 'server', message }, { shouldFocus: index === 0 }),
        );
      }
      toast.error('Not created', { message: errorMessage(error, notCreated) });
    }
  });
  return { submit, dirty: form.formState.isDirty && createdId === null };
}
