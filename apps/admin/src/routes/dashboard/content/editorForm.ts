import { Type, type TObject } from '@sinclair/typebox';
import {
  CONTENT_TYPES,
  SlugInput,
  ValidationMessages,
  isRichTextDocument,
  isRichTextEmpty,
  slugProblem,
  slugify,
  translationSchema,
  type AnyContentData,
  type ContentType,
} from '@studio/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '../../../forms/formResolver';
import { fieldsOf } from './fieldSpecs';
import type { EditorValues } from './useAutosave';

/**
 * The form of one collection's editor: its fields from the shared schema, the slug by its rule.
 * A translation's form has only the type's translatable fields (`translationSchema`).
 */
export function useEditorForm(type: ContentType, values: EditorValues, translation = false) {
  const schema = useMemo(
    () => (translation ? translationSchema(type) : (CONTENT_TYPES[type].schema as TObject)),
    [type, translation],
  );
  const fields = useMemo(() => fieldsOf(schema), [schema]);
  const resolver = useMemo(() => {
    const base = formResolver(Type.Object({ slug: SlugInput, data: schema }), (candidate) => {
      const problem = slugProblem((candidate as { slug: string }).slug);
      return problem ? { slug: problem } : {};
    });
    if (!('body' in schema.properties)) return base;
    // An article's body is required: one that shows nothing (an empty paragraph) is as missing
    // as no body, here as in the API.
    const withBody: typeof base = async (values, context, options) => {
      const result = await base(values, context, options);
      const body = (values.data as { body?: unknown }).body;
      if (!isRichTextDocument(body) || !isRichTextEmpty(body)) return result;
      const errors = result.errors as Record<string, Record<string, unknown> | undefined>;
      return {
        values: {},
        errors: {
          ...errors,
          data: {
            body: { type: 'required', message: ValidationMessages.required },
            ...errors.data,
          },
        } as typeof result.errors,
      };
    };
    return withBody;
  }, [schema]);
  const form = useForm<EditorValues>({
    defaultValues: values,
    resolver: resolver as never,
    // The whole entry is checked at once (a long body included): on leaving a field and on
    // saving, never on every key.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  return { form, fields };
}

/**
 * Fills the slug from the title (or name, or question) until someone edits the slug by hand, and
 * only while nothing is live at it (a live page's address stays put unless changed on purpose).
 */
export function useSlugFromTitle(
  type: ContentType,
  form: ReturnType<typeof useEditorForm>['form'],
  follows: boolean,
) {
  const source = CONTENT_TYPES[type].slugFrom;
  const [following, setFollowing] = useState(follows);
  const title = useWatch({ control: form.control, name: `data.${source}` as never }) as unknown;
  useEffect(() => {
    if (!following || typeof title !== 'string') return;
    const slug = slugify(title);
    if (form.getValues('slug') !== slug) form.setValue('slug', slug, { shouldDirty: true });
  }, [following, form, title]);
  return useMemo(
    () => ({
      following,
      /** The slug field's own change: from now on it is the editor's. */
      onSlugEdited: () => setFollowing(false),
    }),
    [following],
  );
}

/** Whether the slug still is the one its title makes (so it may keep following it). */
export function slugFollowsTitle(type: ContentType, slug: string, data: AnyContentData): boolean {
  const title = (data as Record<string, unknown>)[CONTENT_TYPES[type].slugFrom];
  return slug === '' || (typeof title === 'string' && slugify(title) === slug);
}
