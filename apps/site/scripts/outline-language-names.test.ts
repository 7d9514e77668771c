// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { outlineLanguageNames, outlinesModule } from './outline-language-names';

describe("the language switcher's drawn names", () => {
  it('are the outlines the font package draws today (run `npm run outline-language-names` after an upgrade)', async () => {
    const committed = await readFile(
      new URL('../src/fonts/languageNameOutlines.ts', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(outlinesModule(await outlineLanguageNames()));
  });
});
