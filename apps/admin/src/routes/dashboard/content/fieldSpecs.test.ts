import { Track } from '@studio/contracts';
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
});
