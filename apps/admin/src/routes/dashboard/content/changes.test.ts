import { describe, expect, it } from 'vitest';
import { changesBetween } from './changes';

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'text', version: 1, text, format: 0 }],
});

describe('changesBetween', () => {
  it('given the same body stored with its keys in another order › finds no change', () => {
    // The editor re-serializes a body on opening; the database hands it back in its own order.
    const stored = {
      title: 'Night',
      body: { root: { type: 'root', children: [paragraph('Hi')] } },
    };
    const typed = {
      body: {
        root: {
          children: [
            {
              children: [{ text: 'Hi', format: 0, version: 1, type: 'text' }],
              version: 1,
              type: 'paragraph',
            },
          ],
          type: 'root',
        },
      },
      title: 'Night',
    };
    expect(changesBetween(stored, typed)).toEqual([]);
  });

  it('given a field the form holds as undefined › counts it as absent, as JSON does', () => {
    const stored = { title: 'Night', body: { root: { type: 'root', children: [] } } };
    const typed = {
      title: 'Night',
      subtitle: undefined,
      body: { root: { type: 'root', children: [], direction: undefined } },
    };
    expect(changesBetween(stored, typed)).toEqual([]);
  });

  it('given a body whose words changed › names it with both readings', () => {
    const before = { body: { root: { type: 'root', children: [paragraph('Hi')] } } };
    const after = { body: { root: { type: 'root', children: [paragraph('Hello')] } } };
    expect(changesBetween(before, after)).toEqual([
      { field: 'Body', before: 'Hi', after: 'Hello' },
    ]);
  });
});
