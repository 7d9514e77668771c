import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SlugField } from './SlugField';
import type { EditorValues } from './useAutosave';

function Slug({ following }: { following: boolean }) {
  const { control } = useForm<EditorValues>({
    defaultValues: { slug: 'monsoon-sessions' } as EditorValues,
  });
  return <SlugField control={control} following={following} onEdited={() => {}} />;
}

describe('SlugField', () => {
  it('given an edited slug › its hint states the slug rule the API checks, bytes included', () => {
    render(<Slug following={false} />);
    const box = screen.getByRole('textbox', { name: 'Slug' });
    expect(box).toHaveAccessibleDescription(
      'Its address on the site: lower-case letters of any script, digits and single hyphens, at most 120 characters and 243 bytes (a Latin letter or digit takes 1 byte, a Devanagari letter or sign 3); a word must not mix writing systems or start with a vowel sign.',
    );
    expect(box).not.toHaveAccessibleDescription(/up to 120 characters/);
  });
});
