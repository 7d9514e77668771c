/** The build's compressed siblings of a text file, by the content-coding they carry. */
export const SIBLING_EXTENSION = { br: '.br', gzip: '.gz' } as const;
export type SiblingEncoding = keyof typeof SIBLING_EXTENSION;

/**
 * The content-coding to send among those a file has, by the request's Accept-Encoding: the
 * highest q-value wins, ties go to the order of `available` (brotli first); `*` stands for any
 * coding not named; q=0 refuses. Null means the file itself (identity).
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly SiblingEncoding[] = ['br', 'gzip'],
): SiblingEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: SiblingEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
