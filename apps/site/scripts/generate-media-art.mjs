#!/usr/bin/env node
/**
 * Writes the SVG artwork of the media pages (track covers, video posters, newsroom images, the
 * music and video heroes) into apps/site/art/, from a few drawn motifs in the studio's palette.
 * Deterministic: the same files on every run. Then render them with generate-images.mjs:
 *   node apps/site/scripts/generate-media-art.mjs && node apps/site/scripts/generate-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const artDir = join(dirname(fileURLToPath(import.meta.url)), '../art');

const palette = {
  night: '#140b26',
  plum: '#2a1245',
  violet: '#6d28d9',
  lilac: '#a78bfa',
  saffron: '#f59e0b',
  marigold: '#fbbf24',
  ember: '#ea580c',
  teal: '#14b8a6',
  sky: '#38bdf8',
  rose: '#e11d48',
  magenta: '#db2777',
  cream: '#fef3c7',
  green: '#16a34a',
  white: '#f8fafc',
};

/** A tiny deterministic random generator, so scattered details are the same on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const background = (w, h, from, to, id) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;

const glow = (cx, cy, r, color, id) =>
  `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;

const rings = (cx, cy, from, step, count, color, width = 3) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<circle cx="${cx}" cy="${cy}" r="${from + i * step}" fill="none" stroke="${color}" stroke-width="${width}" stroke-opacity="${(0.85 - i * (0.7 / count)).toFixed(2)}"/>`,
  ).join('');

const wave = (w, y, amplitude, period, color, width, phase = 0) => {
  const points = [];
  for (let x = 0; x <= w; x += 8) {
    points.push(
      `${x},${(y + amplitude * Math.sin((x / period) * 2 * Math.PI + phase)).toFixed(1)}`,
    );
  }
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="0.9"/>`;
};

/** `count` beams from (cx, cy) fanned over `spread` radians around `center` (1.5π points up). */
const rays = (cx, cy, count, length, colors, spread = Math.PI, center = 1.5 * Math.PI) =>
  Array.from({ length: count }, (_, i) => {
    const angle = center - spread / 2 + (spread * (i + 0.5)) / count;
    const x = cx + Math.cos(angle) * length;
    const y = cy + Math.sin(angle) * length;
    return `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${colors[i % colors.length]}" stroke-width="10" stroke-linecap="round" stroke-opacity="0.75"/>`;
  }).join('');

const water = (w, h, top, color, seed) => {
  const next = random(seed);
  const lines = [];
  for (let y = top + 12; y < h; y += 18) {
    const x = next() * w * 0.8;
    lines.push(
      `<line x1="${x.toFixed(0)}" y1="${y}" x2="${(x + 60 + next() * w * 0.3).toFixed(0)}" y2="${y}" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-opacity="${(0.3 + next() * 0.5).toFixed(2)}"/>`,
    );
  }
  return `<rect y="${top}" width="${w}" height="${h - top}" fill="${palette.night}" fill-opacity="0.55"/>${lines.join('')}`;
};

const lamps = (w, y, count, seed) => {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const x = 40 + next() * (w - 80);
    const yy = y + next() * 60;
    return `<ellipse cx="${x.toFixed(0)}" cy="${yy.toFixed(0)}" rx="14" ry="6" fill="${palette.ember}"/><path d="M${x.toFixed(0)} ${(yy - 26).toFixed(0)} q9 14 0 20 q-9 -6 0 -20z" fill="${palette.marigold}"/>`;
  }).join('');
};

const hills = (w, h, color, base, seed) => {
  const next = random(seed);
  let d = `M0 ${h} L0 ${base}`;
  for (let x = 0; x <= w; x += w / 6)
    d += ` Q${(x + w / 12).toFixed(0)} ${(base - 40 - next() * 90).toFixed(0)} ${(x + w / 6).toFixed(0)} ${base}`;
  return `<path d="${d} L${w} ${h}z" fill="${color}"/>`;
};

const road = (w, h) =>
  `<path d="M${w * 0.46} ${h} C${w * 0.2} ${h * 0.8}, ${w * 0.8} ${h * 0.7}, ${w * 0.52} ${h * 0.5} S${w * 0.6} ${h * 0.38}, ${w * 0.56} ${h * 0.34}" fill="none" stroke="${palette.marigold}" stroke-width="${w * 0.05}" stroke-linecap="round" stroke-opacity="0.85"/>`;

const feather = (cx, cy, s) =>
  `<g transform="translate(${cx} ${cy}) rotate(-28) scale(${s})"><path d="M0 -180 C70 -120 80 60 0 190 C-80 60 -70 -120 0 -180z" fill="${palette.teal}" fill-opacity="0.8"/><ellipse cx="0" cy="-40" rx="46" ry="62" fill="${palette.sky}"/><ellipse cx="0" cy="-40" rx="28" ry="40" fill="${palette.violet}"/><ellipse cx="0" cy="-44" rx="13" ry="20" fill="${palette.night}"/><line x1="0" y1="-170" x2="0" y2="260" stroke="${palette.marigold}" stroke-width="5"/></g>`;

const moon = (cx, cy, r) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.cream}"/><circle cx="${cx + r * 0.45}" cy="${cy - r * 0.2}" r="${r * 0.9}" fill="${palette.night}"/>`;

const rain = (w, h, seed) => {
  const next = random(seed);
  return Array.from({ length: 70 }, () => {
    const x = next() * w;
    const y = next() * h;
    return `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x - 12).toFixed(0)}" y2="${(y + 46).toFixed(0)}" stroke="${palette.teal}" stroke-width="3" stroke-linecap="round" stroke-opacity="${(0.3 + next() * 0.6).toFixed(2)}"/>`;
  }).join('');
};

const stripes = (w, h, colors, seed) => {
  const next = random(seed);
  return Array.from({ length: 14 }, (_, i) => {
    const y = (i / 14) * h * 0.6 + next() * 20;
    return `<rect x="${(next() * w * 0.5).toFixed(0)}" y="${y.toFixed(0)}" width="${(w * 0.3 + next() * w * 0.5).toFixed(0)}" height="${(6 + next() * 14).toFixed(0)}" rx="8" fill="${colors[i % colors.length]}" fill-opacity="0.8"/>`;
  }).join('');
};

const steps = (w, h, top) =>
  Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="0" y="${top + i * ((h - top) / 6)}" width="${w - i * w * 0.08}" height="${(h - top) / 6 - 6}" fill="${palette.plum}" fill-opacity="${0.9 - i * 0.1}"/>`,
  ).join('');

const filmStrip = (w, y, height, color) => {
  const holes = Array.from(
    { length: Math.ceil(w / 60) },
    (_, i) =>
      `<rect x="${i * 60 + 14}" y="${y + 10}" width="28" height="18" rx="4" fill="${palette.night}"/><rect x="${i * 60 + 14}" y="${y + height - 28}" width="28" height="18" rx="4" fill="${palette.night}"/>`,
  ).join('');
  return `<rect x="0" y="${y}" width="${w}" height="${height}" fill="${color}" fill-opacity="0.85"/>${holes}`;
};

const consoleDesk = (w, h) => {
  const faders = Array.from({ length: 16 }, (_, i) => {
    const x = w * 0.1 + (i * w * 0.8) / 16;
    const knob = h * 0.62 + ((i * 37) % 60);
    return `<line x1="${x}" y1="${h * 0.58}" x2="${x}" y2="${h * 0.9}" stroke="${palette.lilac}" stroke-width="4" stroke-opacity="0.6"/><rect x="${x - 12}" y="${knob}" width="24" height="14" rx="3" fill="${i % 3 ? palette.saffron : palette.teal}"/>`;
  }).join('');
  return `<path d="M0 ${h * 0.55} L${w} ${h * 0.5} L${w} ${h} L0 ${h}z" fill="${palette.plum}"/>${faders}`;
};

const circlesRow = (w, h, colors) =>
  colors
    .map(
      (color, i) =>
        `<circle cx="${w * (0.22 + i * 0.14)}" cy="${h * 0.5}" r="${h * 0.2}" fill="${color}" fill-opacity="0.55" style="mix-blend-mode:screen"/>`,
    )
    .join('');

const clapper = (cx, cy, s) =>
  `<g transform="translate(${cx} ${cy}) scale(${s})" fill="none" stroke="${palette.cream}" stroke-width="8" stroke-linejoin="round"><rect x="-150" y="-40" width="300" height="190" rx="14"/><path d="M-150 -40 L-160 -110 L140 -150 L150 -80z"/><path d="M-90 -118 L-60 -52 M-20 -128 L10 -62 M50 -138 L80 -72"/></g>`;

const wheat = (w, h, seed) => {
  const next = random(seed);
  return Array.from({ length: 60 }, () => {
    const x = next() * w;
    const top = h * 0.62 + next() * h * 0.2;
    return `<line x1="${x.toFixed(0)}" y1="${h}" x2="${(x + 10).toFixed(0)}" y2="${top.toFixed(0)}" stroke="${palette.marigold}" stroke-width="4" stroke-opacity="0.8"/><ellipse cx="${(x + 10).toFixed(0)}" cy="${(top - 12).toFixed(0)}" rx="6" ry="16" fill="${palette.saffron}"/>`;
  }).join('');
};

const tricolourRays = (w, h) =>
  rays(w / 2, h * 0.78, 15, h * 0.9, [palette.saffron, palette.white, palette.green]);

/** Each artwork: its size and the layers that draw it. */
const scenes = {
  sunsetRings: (w, h) =>
    background(w, h, palette.violet, palette.night, 'bg') +
    glow(w / 2, h * 0.62, h * 0.45, palette.saffron, 'g') +
    `<circle cx="${w / 2}" cy="${h * 0.62}" r="${h * 0.16}" fill="${palette.saffron}"/>` +
    rings(w / 2, h * 0.62, h * 0.22, h * 0.07, 6, palette.marigold) +
    `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${palette.night}"/>`,
  peacock: (w, h) =>
    background(w, h, palette.plum, palette.night, 'bg') +
    glow(w * 0.7, h * 0.3, h * 0.4, palette.marigold, 'g') +
    feather(w * 0.5, h * 0.5, h / 560),
  rainfall: (w, h) =>
    background(w, h, '#334155', palette.night, 'bg') +
    rain(w, h, 7) +
    wave(w, h * 0.8, h * 0.03, w / 3, palette.teal, 5),
  riverSunrise: (w, h) =>
    background(w, h, palette.ember, palette.plum, 'bg') +
    glow(w / 2, h * 0.55, h * 0.5, palette.marigold, 'g') +
    `<circle cx="${w / 2}" cy="${h * 0.55}" r="${h * 0.14}" fill="${palette.marigold}"/>` +
    water(w, h, h * 0.58, palette.marigold, 11) +
    lamps(w, h * 0.78, 7, 5),
  neonSteps: (w, h) =>
    background(w, h, palette.night, '#05020c', 'bg') +
    stripes(w, h, [palette.magenta, palette.sky, palette.violet], 3) +
    steps(w, h, h * 0.55) +
    water(w, h, h * 0.92, palette.sky, 9),
  tricolour: (w, h) =>
    background(w, h, '#1e3a8a', palette.night, 'bg') +
    tricolourRays(w, h) +
    `<circle cx="${w / 2}" cy="${h * 0.78}" r="${h * 0.1}" fill="${palette.white}"/>` +
    `<circle cx="${w / 2}" cy="${h * 0.78}" r="${h * 0.06}" fill="none" stroke="#1e3a8a" stroke-width="5"/>` +
    `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${palette.night}"/>`,
  moonRiver: (w, h) =>
    background(w, h, palette.night, palette.plum, 'bg') +
    moon(w * 0.68, h * 0.28, h * 0.12) +
    water(w, h, h * 0.6, palette.lilac, 13) +
    lamps(w, h * 0.72, 9, 21),
  roadHills: (w, h) =>
    background(w, h, palette.ember, palette.violet, 'bg') +
    glow(w * 0.6, h * 0.32, h * 0.3, palette.marigold, 'g') +
    hills(w, h, palette.plum, h * 0.45, 4) +
    hills(w, h, palette.night, h * 0.62, 8) +
    road(w, h),
  soundRings: (w, h) =>
    background(w, h, palette.plum, palette.night, 'bg') +
    glow(w * 0.5, h * 0.5, h * 0.6, palette.violet, 'g') +
    rings(w * 0.5, h * 0.5, h * 0.08, h * 0.06, 9, palette.saffron, 4) +
    wave(w, h * 0.5, h * 0.08, w / 5, palette.marigold, 6),
  filmBeams: (w, h) =>
    background(w, h, palette.night, palette.plum, 'bg') +
    rays(
      w * 0.85,
      h * 0.05,
      8,
      w,
      [palette.saffron, palette.violet, palette.lilac],
      Math.PI / 2.5,
      0.7 * Math.PI,
    ) +
    filmStrip(w, h * 0.62, h * 0.22, palette.violet),
  consoleLight: (w, h) =>
    background(w, h, palette.plum, palette.night, 'bg') +
    glow(w * 0.5, h * 0.2, h * 0.5, palette.saffron, 'g') +
    consoleDesk(w, h),
  wheatSunrise: (w, h) =>
    background(w, h, palette.saffron, palette.ember, 'bg') +
    glow(w * 0.3, h * 0.5, h * 0.4, palette.cream, 'g') +
    `<circle cx="${w * 0.3}" cy="${h * 0.55}" r="${h * 0.12}" fill="${palette.cream}"/>` +
    wheat(w, h, 17) +
    `<g transform="translate(${w * 0.72} ${h * 0.4})" fill="${palette.night}"><rect x="-60" y="-40" width="120" height="80" rx="10"/><circle cx="70" cy="0" r="30"/><rect x="-10" y="40" width="20" height="120"/></g>`,
  fiveLights: (w, h) =>
    background(w, h, palette.night, palette.plum, 'bg') +
    circlesRow(w, h, [palette.saffron, palette.teal, palette.violet, palette.rose, palette.sky]),
  lampStage: (w, h) =>
    background(w, h, palette.violet, palette.night, 'bg') +
    glow(w / 2, h * 0.8, h * 0.5, palette.saffron, 'g') +
    lamps(w, h * 0.7, 16, 33) +
    `<rect y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="${palette.plum}"/>`,
  clapperBeams: (w, h) =>
    background(w, h, palette.night, '#0f3d3a', 'bg') +
    rays(w * 0.1, h * 0.05, 6, w, [palette.teal, palette.violet], Math.PI / 3, 0.25 * Math.PI) +
    clapper(w * 0.55, h * 0.52, h / 600),
  waveToFilm: (w, h) =>
    background(w, h, palette.plum, palette.night, 'bg') +
    glow(w * 0.3, h * 0.4, h * 0.4, palette.saffron, 'g') +
    wave(w * 0.55, h * 0.45, h * 0.12, w / 8, palette.saffron, 8) +
    `<g transform="translate(${w * 0.5} 0)">${filmStrip(w * 0.5, h * 0.32, h * 0.26, palette.violet)}</g>`,
};

const square = [960, 960];
const wide = [1600, 900];

/** Output name → [scene, size]. */
const artworks = {
  'cover-as-it-was': ['sunsetRings', square],
  'cover-radha-shyam-salone-ko': ['peacock', square],
  'cover-monsoon-letters': ['rainfall', square],
  'cover-chhath-ke-geet': ['riverSunrise', square],
  'cover-neon-ghats': ['neonSteps', square],
  'cover-vande-bharat-sunrise': ['tricolour', square],
  'cover-midnight-in-varanasi': ['moonRiver', square],
  'cover-safar-the-journey': ['roadHills', square],
  'music-hero': ['soundRings', wide],
  'video-hero': ['filmBeams', wide],
  'video-radha-shyam': ['peacock', wide],
  'video-desh-ki-mitti': ['wheatSunrise', wide],
  'video-chhath-ke-geet': ['riverSunrise', wide],
  'news-radha-shyam': ['peacock', wide],
  'news-production-suite': ['consoleLight', wide],
  'news-desh-ki-mitti': ['wheatSunrise', wide],
  'news-chhath-ke-geet': ['riverSunrise', wide],
  'news-artist-program': ['fiveLights', wide],
  'news-bhakti-sandhya': ['lampStage', wide],
  'news-safar': ['roadHills', wide],
  'news-orchestra-mix': ['tricolour', wide],
  'news-masterclass': ['clapperBeams', wide],
  'news-midnight-varanasi': ['moonRiver', wide],
  'news-inside-studio': ['waveToFilm', wide],
};

mkdirSync(artDir, { recursive: true });
for (const [name, [scene, [w, h]]] of Object.entries(artworks)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${scenes[scene](w, h)}</svg>\n`;
  writeFileSync(join(artDir, `${name}.svg`), svg);
}
console.log(`${Object.keys(artworks).length} artworks in ${artDir}`);
