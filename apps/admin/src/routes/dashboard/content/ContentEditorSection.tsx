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
  if (isNew) return <NewEntryForm role={role} type={type} />;
  if (entry.isPending) return <Spinner label={`Loading the ${entryNoun(type)}`} />;
  if (entry.isError)
    return (
      <>
        <SectionHeader title={`Edit ${entryNoun(type)}`} description="" />
        <LoadError
          message={errorMessage(entry.error, `The ${entryNoun(type)} could not be loaded.`)}
          onRetry={() => void entry.refetch()}
        />
      </>
    );
  return <EntryEditor key={entry.data.id} role={role} type={type} entry={entry.data} />;
}
