#!/usr/bin/env node
/**
 * Makes the track previews the site ships (public/audio/track-<id>.{webm,m4a}): Opus in WebM,
 * with an AAC copy for browsers without Opus. Run once by a maintainer, output committed, so
 * `npm ci && npm start` needs no encoder.
 *
 * Source: the synthesised motifs of packages/ui/scripts/generate-audio.mjs (pure Node, same bytes
 * on every run). Each motif becomes a ~20 s piece: the phrase, two transpositions of it (tempo
 * kept), the phrase again, with a little room echo and a fade.
 *
 * Needs ffmpeg with libopus and the native AAC encoder (Debian: `apt-get install -y ffmpeg`):
 *   node apps/site/scripts/generate-previews.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../..');
const wavDir = join(repoRoot, 'packages/ui/src/stories/assets/audio');
const outDir = join(here, '../public/audio');
const SOURCE_RATE = 8000;

/** Semitone shift of each of the four sections: every track gets its own little form. */
const FORMS = {
  1: [0, 5, 7, 0],
  2: [0, 3, -2, 0],
  3: [0, 7, 5, 0],
  4: [0, -3, 2, 0],
  5: [0, 4, 9, 5, 0],
  6: [0, -5, 2, 0],
  7: [0, 5, 3, 0],
  8: [0, 2, 7, 0],
};

function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** One section: the motif shifted by `semitones`, its tempo kept. */
function section(index, semitones) {
  if (semitones === 0) return `[0:a]aresample=24000[s${index}]`;
  const ratio = 2 ** (semitones / 12);
  return (
    `[0:a]asetrate=${(SOURCE_RATE * ratio).toFixed(2)},aresample=${SOURCE_RATE},` +
    `atempo=${(1 / ratio).toFixed(5)},aresample=24000[s${index}]`
  );
}

function pieceFilter(form) {
  const parts = form.map((semitones, i) => section(i, semitones));
  // Sections overlap by 150 ms so the joins never click.
  let chain = '[s0]';
  for (let i = 1; i < form.length; i += 1) {
    const out = i === form.length - 1 ? '[joined]' : `[j${i}]`;
    parts.push(`${chain}[s${i}]acrossfade=d=0.15${out}`);
    chain = out;
  }
  parts.push('[joined]aecho=0.8:0.6:90|180:0.25|0.12,apad=pad_dur=0.8,alimiter=limit=0.85[out]');
  return parts.join(';');
}

// 1. The motifs (deterministic WAVs, committed in @studio/ui for its own stories).
run(process.execPath, [join(repoRoot, 'packages/ui/scripts/generate-audio.mjs')]);
mkdirSync(outDir, { recursive: true });

const reproducible = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'];
/** ffmpeg that overwrites its output and says only what went wrong. */
const ffmpeg = (args) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

for (const [id, form] of Object.entries(FORMS)) {
  const wav = join(wavDir, `track-${id}.wav`);
  const intermediate = join(outDir, `.track-${id}.wav`);
  // 2. The piece, as PCM, then a 1.5 s fade at its real end.
  ffmpeg([
    '-i',
    wav,
    '-filter_complex',
    pieceFilter(form),
    '-map',
    '[out]',
    ...reproducible,
    intermediate,
  ]);
  const seconds = Number(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      intermediate,
    ]).toString(),
  );
  const fade = `afade=t=out:st=${(seconds - 1.5).toFixed(2)}:d=1.5`;
  const monoFaded = ['-i', intermediate, '-af', fade, '-ac', '1'];
  // 3. Opus 24 kb/s in WebM; AAC 32 kb/s in MP4 (.m4a) with the index up front for quick start.
  ffmpeg([
    ...monoFaded,
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    ...reproducible,
    join(outDir, `track-${id}.webm`),
  ]);
  ffmpeg([
    ...monoFaded,
    '-ar',
    '24000',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-movflags',
    '+faststart',
    ...reproducible,
    join(outDir, `track-${id}.m4a`),
  ]);
  run('rm', ['-f', intermediate]);
  console.log(`track-${id}: ${seconds.toFixed(1)} s`);
}

for (const file of readdirSync(outDir)
  .filter((name) => /\.(webm|m4a)$/.test(name))
  .sort()) {
  console.log(`${file}  ${(statSync(join(outDir, file)).size / 1024).toFixed(1)} KiB`);
}
