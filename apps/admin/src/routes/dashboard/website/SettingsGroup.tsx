import { FIXED_PAGES, FIXED_PAGE_IDS, type FixedPage } from '@studio/contracts';
import { Button, Heading, Select, Stack } from '@studio/ui';
import type { ReactNode } from 'react';
import { InvalidFieldsAlert } from '../../../forms/FormAlert';
import { changesBetween } from '../content/changes';
import { ConflictPanel } from '../content/ConflictPanel';
import { labelOf } from '../content/fieldSpecs';

/** The fixed pages as the Page choice names them: `About (/about)`. */
const PAGE_OPTIONS = FIXED_PAGE_IDS.map((page) => ({
  value: page,
  label: `${labelOf(page.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()))} (${FIXED_PAGES[page]})`,
}));

/** Which fixed page's copy the form shows. */
export function PageSelect({
  page,
  onChange,
}: {
  page: FixedPage;
  onChange: (page: FixedPage) => void;
}) {
  return (
    <Select
      label="Page"
      hint="Each fixed page's hero copy and its search and share description."
      options={PAGE_OPTIONS}
      value={page}
      onValueChange={(value) => onChange(value as FixedPage)}
    />
  );
}

/** One titled group of the website settings: a section named by its heading. */
export function SettingsGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="3">
        <Heading level={2} size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** A website form's submit button (Saving... while `saving`) beside its invalid-fields alert. */
export function SaveRow({ saving, children }: { saving: boolean; children: ReactNode }) {
  return (
    <Stack direction="row" wrap gap="2" align="center">
      <Button type="submit" loading={saving} loadingText="Saving...">
        {children}
      </Button>
      <InvalidFieldsAlert />
    </Stack>
  );
}

/**
 * A website form's save refused as stale: their settings beside mine, field by field (`flat`).
 * `onResolve` gets their version, and their settings when the editor takes them (null: keep
 * mine, to be saved on top of theirs).
 */
export function SettingsConflict<S>({
  current,
  mine,
  flat,
  onResolve,
}: {
  current: { version: number; settings: S; updatedBy: string | null; updatedAt: string | null };
  mine: S;
  flat: (settings: S) => Record<string, unknown>;
  onResolve: (version: number, theirs: S | null) => void;
}) {
  return (
    <ConflictPanel
      changes={changesBetween(flat(current.settings), flat(mine))}
      changedBy={current.updatedBy}
      changedAt={current.updatedAt ?? ''}
      onKeepMine={() => onResolve(current.version, null)}
      onTakeTheirs={() => onResolve(current.version, current.settings)}
    />
  );
}
