// Runs in the browser before each story file's tests (vitest.storybook.config.ts).
import { configure } from 'storybook/test';

// A play function's findBy* and waitFor calls wait for what the story does after a click: the
// StatusActionTable Playground's stand-in server answers after 400 ms, then its dialog closes
// and the row is drawn again. Testing Library's default ceiling of 1 s left 600 ms for the rest
// on a 2-core machine that also runs the end-to-end suite. A wait still ends as soon as what it
// waits for is on screen; only a story that never gets there waits the whole 10 s.
configure({ asyncUtilTimeout: 10_000 });
