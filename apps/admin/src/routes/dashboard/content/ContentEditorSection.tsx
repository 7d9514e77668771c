import type { ContentType, Role } from '@studio/contracts';
import { Spinner } from '@studio/ui';
import { errorMessage } from '../../../api/client';
import { useEntry } from '../../../api/dashboard/content';
import { LoadError } from '../LoadError';
import { SectionHeader } from '../SectionHeader';
import { EntryEditor } from './EntryEditor';
import { NewEntryForm } from './NewEntryForm';
import { entryNoun } from './contentTypes';

/** `<type>/new` or `<type>/<id>`: the new-entry form or the entry's editor. */
export function ContentEditorSection({
  role,
  type,
  id,
}: {
  role: Role;
  type: ContentType;
  id: string;
}) {
  const isNew = id === 'new';
  const entry = useEntry(type, isNew ? undefined : id);
  // A translation opens beside its source entry's words.
  const source = useEntry(type, entry.data?.sourceId ?? undefined);
  if (isNew) return <NewEntryForm role={role} type={type} />;
  const sourceId = entry.data?.sourceId;
  const failed = entry.isError ? entry : sourceId && source.isError ? source : null;
  if (failed)
    return (
      <>
        <SectionHeader title={`Edit ${entryNoun(type)}`} description="" />
        <LoadError
          message={errorMessage(failed.error, `The ${entryNoun(type)} could not be loaded.`)}
          onRetry={() => void failed.refetch()}
        />
      </>
    );
  if (!entry.data || (sourceId && !source.data))
    return <Spinner label={`Loading the ${entryNoun(type)}`} />;
  return (
    <EntryEditor
      key={entry.data.id}
      role={role}
      type={type}
      entry={entry.data}
      source={sourceId ? source.data : undefined}
    />
  );
}
