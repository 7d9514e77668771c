import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@studio/contracts';
import { useMemo } from 'react';
import * as styles from './Captcha.css';

/** A new random code of CAPTCHA_LENGTH characters from A–Z and 0–9. */
export function newCaptchaCode(): string {
  const picks = crypto.getRandomValues(new Uint32Array(CAPTCHA_LENGTH));
  return Array.from(picks, (n) => CAPTCHA_ALPHABET[n % CAPTCHA_ALPHABET.length]).join('');
}

/** Compared as people read it: case does not matter, surrounding spaces neither. */
export function captchaMatches(typed: string, code: string): boolean {
  return typed.trim().toUpperCase() === code.toUpperCase();
}

const WIDTH = 132;
const HEIGHT = 56;

/**
 * The code drawn as an image: each character turned and shifted a little over a few crossing
 * lines, so it reads easily for people but is not plain selectable text.
 */
export function CaptchaImage({ code }: { code: string }) {
  const shapes = useMemo(() => {
    const random = crypto.getRandomValues(new Uint8Array(code.length * 2 + 12));
    const unit = (i: number) => (random[i] ?? 0) / 255;
    const glyphs = Array.from(code, (char, i) => ({
      char,
      x: 24 + i * 40 + unit(i) * 8,
      y: 36 + unit(i + code.length) * 4,
      angle: (unit(i * 2 + 1) - 0.5) * 40,
    }));
    const lines = Array.from({ length: 3 }, (_, i) => ({
      x1: 0,
      y1: unit(code.length * 2 + i * 2) * HEIGHT,
      x2: WIDTH,
      y2: unit(code.length * 2 + i * 2 + 1) * HEIGHT,
    }));
    return { glyphs, lines };
  }, [code]);

  return (
    <svg
      className={styles.image}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label="Security code image"
      data-testid="captcha"
    >
      {shapes.lines.map((line, i) => (
        <line key={i} className={styles.noise} {...line} />
      ))}
      {shapes.glyphs.map(({ char, x, y, angle }, i) => (
        <text
          key={i}
          className={styles.glyph}
          x={x}
          y={y}
          textAnchor="middle"
          transform={`rotate(${angle.toFixed(1)} ${x} ${y})`}
        >
          {char}
        </text>
      ))}
    </svg>
  );
}
