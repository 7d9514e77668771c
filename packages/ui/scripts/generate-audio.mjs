#!/usr/bin/env node
/**
 * Synthesises the short music-like preview clips used by the TrackRow / TrackList stories and
 * tests, so audio previews work without any third-party host (stories and tests must run offline).
 *
 * Pure Node: no system tools, no network, deterministic output (same bytes on every run).
 * Each clip is a few seconds of chords and a melody with envelopes, mono, 16-bit PCM WAV at a
 * low sample rate to stay small.
 *
 * Regenerate (the output is committed, so Storybook and tests need no build step):
 *   node packages/ui/scripts/generate-audio.mjs
 * Files land in packages/ui/src/stories/assets/audio/ and are served by Storybook at
 * /sample/audio/<name>.wav.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 8000;
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/stories/assets/audio');

const NOTE_INDEX = {
  C: 0,
  'C#': 1,
  D: 2,
  'D#': 3,
  E: 4,
  F: 5,
  'F#': 6,
  G: 7,
  'G#': 8,
  A: 9,
  'A#': 10,
  B: 11,
};

/** 'A4' → 440 Hz; 'C#5' → 554.37 Hz. */
function frequency(note) {
  const match = /^([A-G]#?)(-?\d)$/.exec(note);
  if (!match) throw new Error(`Bad note ${note}`);
  const semitonesFromA4 = NOTE_INDEX[match[1]] - 9 + (Number(match[2]) - 4) * 12;
  return 440 * 2 ** (semitonesFromA4 / 12);
}

/** Timbres as relative harmonic amplitudes (additive synthesis keeps the output deterministic). */
const TIMBRES = {
  soft: [1, 0.25, 0.08],
  bell: [1, 0, 0.45, 0, 0.2, 0, 0.1],
  reed: [1, 0.5, 0.35, 0.2, 0.1],
  pluck: [1, 0.6, 0.3, 0.15, 0.08],
  warm: [1, 0.4, 0.15, 0.05],
};

/** Attack/decay/sustain/release envelope, times in seconds. */
function envelope(t, duration, { attack, decay, sustain, release }) {
  if (t < 0 || t > duration + release) return 0;
  if (t < attack) return t / attack;
  if (t < attack + decay) return 1 - (1 - sustain) * ((t - attack) / decay);
  if (t <= duration) return sustain;
  return sustain * (1 - (t - duration) / release);
}

function addNote(buffer, { note, start, duration, gain, timbre, shape }) {
  const f = frequency(note);
  const harmonics = TIMBRES[timbre];
  const first = Math.floor(start * SAMPLE_RATE);
  const last = Math.min(buffer.length, Math.ceil((start + duration + shape.release) * SAMPLE_RATE));
  for (let i = first; i < last; i += 1) {
    const t = i / SAMPLE_RATE - start;
    const amp = envelope(t, duration, shape) * gain;
    if (amp === 0) continue;
    let sample = 0;
    harmonics.forEach((h, k) => {
      // Harmonics above Nyquist would alias into harsh tones: skip them.
      if (h && f * (k + 1) < SAMPLE_RATE / 2) sample += h * Math.sin(2 * Math.PI * f * (k + 1) * t);
    });
    buffer[i] += amp * sample;
  }
}

/**
 * A clip: `chords` (one per bar, notes held for the bar) under a `melody` of [note, beats]
 * steps ('-' is a rest), at `bpm`, four beats to a bar.
 */
function renderClip({ bpm, chords, melody, lead, pad, seconds }) {
  const beat = 60 / bpm;
  const buffer = new Float64Array(Math.round(seconds * SAMPLE_RATE));
  const padShape = { attack: 0.08, decay: 0.3, sustain: 0.6, release: 0.4 };
  const leadShape = { attack: 0.01, decay: 0.15, sustain: 0.45, release: 0.12 };
  chords.forEach((chord, bar) => {
    chord.forEach((note) =>
      addNote(buffer, {
        note,
        start: bar * 4 * beat,
        duration: 4 * beat * 0.95,
        gain: 0.11,
        timbre: pad,
        shape: padShape,
      }),
    );
  });
  let time = 0;
  for (const [note, beats] of melody) {
    if (note !== '-') {
      addNote(buffer, {
        note,
        start: time,
        duration: beats * beat * 0.85,
        gain: 0.28,
        timbre: lead,
        shape: leadShape,
      });
    }
    time += beats * beat;
  }
  // Fade the last 300 ms so clips never end on a click, then normalise to a comfortable level.
  const fade = Math.round(0.3 * SAMPLE_RATE);
  for (let i = 0; i < fade; i += 1) buffer[buffer.length - 1 - i] *= i / fade;
  const peak = buffer.reduce((max, v) => Math.max(max, Math.abs(v)), 0) || 1;
  return buffer.map((v) => (v / peak) * 0.7);
}

function toWav(samples) {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // PCM chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  samples.forEach((v, i) =>
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), 44 + i * 2),
  );
  return wav;
}

/** Eight previews (track ids 1-8, one per sample track) and three short fallback samples (ids 1-3). */
const CLIPS = {
  'track-1': {
    bpm: 112,
    seconds: 4.4,
    lead: 'pluck',
    pad: 'warm',
    chords: [
      ['A3', 'C#4', 'E4'],
      ['F#3', 'A3', 'C#4'],
    ],
    melody: [
      ['E5', 1],
      ['C#5', 0.5],
      ['E5', 0.5],
      ['F#5', 1],
      ['E5', 1],
      ['C#5', 1],
      ['B4', 1],
      ['A4', 2],
    ],
  },
  'track-2': {
    bpm: 92,
    seconds: 4.6,
    lead: 'bell',
    pad: 'soft',
    chords: [
      ['D3', 'F3', 'A3'],
      ['A#2', 'D3', 'F3'],
    ],
    melody: [
      ['A4', 1],
      ['D5', 1],
      ['F5', 1.5],
      ['E5', 0.5],
      ['D5', 1],
      ['C5', 1],
      ['A4', 1],
    ],
  },
  'track-3': {
    bpm: 128,
    seconds: 3.8,
    lead: 'reed',
    pad: 'warm',
    chords: [
      ['G3', 'B3', 'D4'],
      ['E3', 'G3', 'B3'],
    ],
    melody: [
      ['G4', 0.5],
      ['B4', 0.5],
      ['D5', 0.5],
      ['G5', 0.5],
      ['F#5', 1],
      ['D5', 1],
      ['E5', 0.5],
      ['D5', 0.5],
      ['B4', 1],
      ['G4', 2],
    ],
  },
  'track-4': {
    bpm: 76,
    seconds: 5,
    lead: 'soft',
    pad: 'soft',
    chords: [
      ['C3', 'E3', 'G3', 'B3'],
      ['A2', 'C3', 'E3', 'G3'],
    ],
    melody: [
      ['E5', 1.5],
      ['D5', 0.5],
      ['C5', 1],
      ['G4', 1],
      ['A4', 1.5],
      ['B4', 0.5],
    ],
  },
  'track-5': {
    bpm: 140,
    seconds: 3.6,
    lead: 'pluck',
    pad: 'reed',
    chords: [
      ['E3', 'G#3', 'B3'],
      ['C#3', 'E3', 'G#3'],
      ['A2', 'C#3', 'E3'],
    ],
    melody: [
      ['B4', 0.5],
      ['E5', 0.5],
      ['G#5', 0.5],
      ['B5', 0.5],
      ['A5', 0.5],
      ['G#5', 0.5],
      ['F#5', 1],
      ['E5', 0.5],
      ['C#5', 0.5],
      ['E5', 1],
      ['B4', 2],
    ],
  },
  'track-6': {
    bpm: 100,
    seconds: 4.4,
    lead: 'bell',
    pad: 'warm',
    chords: [
      ['F3', 'A3', 'C4'],
      ['C3', 'E3', 'G3'],
    ],
    melody: [
      ['C5', 1],
      ['F5', 1],
      ['A5', 1],
      ['G5', 0.5],
      ['F5', 0.5],
      ['E5', 1],
      ['G5', 1],
      ['C5', 2],
    ],
  },
  'track-7': {
    bpm: 84,
    seconds: 4.6,
    lead: 'reed',
    pad: 'soft',
    chords: [
      ['B2', 'D3', 'F#3'],
      ['G2', 'B2', 'D3'],
    ],
    melody: [
      ['F#4', 1],
      ['B4', 1.5],
      ['C#5', 0.5],
      ['D5', 1],
      ['C#5', 1],
      ['B4', 1],
      ['F#4', 1],
    ],
  },
  'track-8': {
    bpm: 120,
    seconds: 4,
    lead: 'pluck',
    pad: 'bell',
    chords: [
      ['D3', 'F#3', 'A3'],
      ['B2', 'D3', 'F#3'],
    ],
    melody: [
      ['D5', 0.5],
      ['F#5', 0.5],
      ['A5', 1],
      ['F#5', 0.5],
      ['E5', 0.5],
      ['D5', 1],
      ['B4', 1],
      ['A4', 1],
      ['D5', 2],
    ],
  },
  'fallback-1': {
    bpm: 96,
    seconds: 2.6,
    lead: 'soft',
    pad: 'warm',
    chords: [['C3', 'E3', 'G3']],
    melody: [
      ['G4', 1],
      ['C5', 1],
      ['E5', 2],
    ],
  },
  'fallback-2': {
    bpm: 96,
    seconds: 2.6,
    lead: 'bell',
    pad: 'soft',
    chords: [['G2', 'B2', 'D3']],
    melody: [
      ['D5', 1],
      ['B4', 1],
      ['G4', 2],
    ],
  },
  'fallback-3': {
    bpm: 96,
    seconds: 2.6,
    lead: 'reed',
    pad: 'warm',
    chords: [['A2', 'C3', 'E3']],
    melody: [
      ['E4', 1],
      ['A4', 1],
      ['C5', 2],
    ],
  },
};

mkdirSync(OUT_DIR, { recursive: true });
let total = 0;
for (const [name, clip] of Object.entries(CLIPS)) {
  const wav = toWav(renderClip(clip));
  writeFileSync(join(OUT_DIR, `${name}.wav`), wav);
  total += wav.length;
  console.log(`${name}.wav  ${(wav.length / 1024).toFixed(1)} KiB  ${clip.seconds}s`);
}
console.log(`total ${(total / 1024).toFixed(1)} KiB in ${OUT_DIR}`);
