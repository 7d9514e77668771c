import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  engines?: { node?: string } | string[];
  dev?: boolean;
}

const root = new URL('../../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

describe('the Node.js the README promises', () => {
  // npm ci warns EBADENGINE for every installed package whose engines refuse this version.
  const oldest = semver.minVersion(manifest.engines.node)?.version ?? manifest.engines.node;

  it(`is accepted by every locked package (Node.js ${oldest})`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return range && !semver.satisfies(oldest, range) ? [`${path} wants node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
