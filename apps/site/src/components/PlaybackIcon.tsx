/** A small play or pause glyph for buttons; decorative (the button's text says the action). */
export function PlaybackIcon({ kind }: { kind: 'play' | 'pause' }) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={kind === 'play' ? 'M4 2.5v10l8.5-5z' : 'M3.5 2.5h3v10h-3zM8.5 2.5h3v10h-3z'}
      />
    </svg>
  );
}
