// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PHONE_WIDTH } from '@studio/content/images';

const images = fileURLToPath(new URL('../../public/images/', import.meta.url));

describe('the shipped artwork files', () => {
  it('every artwork wider than the phone width has that file in both formats', () => {
    const missing = readdirSync(images)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const { width } = JSON.parse(readFileSync(`${images}${file}`, 'utf8')) as {
          width: number;
        };
        const name = file.slice(0, -'.json'.length);
        if (width <= PHONE_WIDTH) return [];
        return ['avif', 'webp']
          .map((format) => `${name}-${PHONE_WIDTH}.${format}`)
          .filter((phoneFile) => !existsSync(`${images}${phoneFile}`));
      });
    expect(missing).toEqual([]);
  });
});
