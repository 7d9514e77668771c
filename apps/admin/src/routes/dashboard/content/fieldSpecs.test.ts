import { Release, Track } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './fieldSpecs';

describe('fieldsOf', () => {
  it('given a track › its duration field says how to write the length', () => {
    const duration = fieldsOf(Track).find((field) => field.name === 'duration');
    expect(duration).toMatchObject({
      label: 'Duration',
      hint: 'Minutes and seconds, such as 3:45.',
    });
  });

  it('given a release › its optional Upcoming Releases group names its stage, poster, link and order', () => {
    const upcoming = fieldsOf(Release).find((field) => field.name === 'upcoming');
    expect(upcoming).toMatchObject({
      kind: 'group',
      required: false,
      label: 'Upcoming Releases on the home page',
    });
    const fields = upcoming?.kind === 'group' ? upcoming.fields : [];
    expect(fields.map((field) => [field.name, field.label, field.kind, field.required])).toEqual([
      ['stage', 'Stage', 'choice', true],
      ['portraitPoster', 'Portrait poster', 'image', true],
      ['link', 'Link from the poster', 'group', false],
      ['order', 'Order', 'number', true],
    ]);
    const link = fields.find((field) => field.name === 'link');
    expect(link?.kind === 'group' ? link.fields : []).toMatchObject([
      {
        name: 'href',
        label: 'Link to',
        kind: 'text',
        hint: expect.stringContaining('A path on this site, such as /coming-soon'),
      },
      { name: 'label', kind: 'text' },
    ]);
  });
});
