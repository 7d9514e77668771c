import { Text } from '@studio/ui';
import type { SaveState } from './useAutosave';

const WORDS: Record<SaveState, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  offline: 'Offline: kept in this browser',
  error: 'Not saved',
};

/** Where the draft stands (replaced by the design system's SaveStatus once it lands). */
export function SaveIndicator({
  state,
  savedAt,
  problem,
}: {
  state: SaveState;
  savedAt?: Date;
  problem?: string;
}) {
  return (
    <div role="status">
      <Text tone={state === 'error' ? 'critical' : 'muted'}>
        {WORDS[state]}
        {state === 'saved' && savedAt ? ` at ${savedAt.toLocaleTimeString()}` : ''}
      </Text>
      {state === 'error' && problem ? (
        <Text tone="critical" size="sm">
          {problem}
        </Text>
      ) : null}
    </div>
  );
}
