// `npm run typecheck` in a workspace (and `typecheck:root` here): the type check of the project in
// the current folder, by TypeScript 7's native compiler (the `typescript-7` alias of
// typescript@7). It reports the same errors as the 5.9 `tsc` for a quarter of the CPU (the
// suite's checks: docs/benchmarks.md). TypeScript 5.9 stays the library that typescript-eslint,
// Storybook's docgen and the packages' builds load (stack notes: they do not take 7 yet).
// One checker thread: the suite runs several checks at once on two cores, and one thread on a
// project this size is as quick as four.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The package exports no `bin/tsc`: its folder, from its package.json.
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);
const result = spawnSync(
  process.execPath,
  [tsc, '--noEmit', '-p', 'tsconfig.json', '--singleThreaded', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
