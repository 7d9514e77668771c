import { defineConfig } from 'vitest/config';

// Pure functions and schemas, no module mocks or global state: the files share one module graph
// (no isolation between them), which makes the run a third of its isolated cost.
export default defineConfig({ test: { isolate: false } });
