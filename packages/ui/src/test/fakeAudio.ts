/**
 * A scriptable stand-in for HTMLAudioElement in unit tests (jsdom cannot play media). Tests
 * drive it as the browser would: `resolvePlay()` / `rejectPlay()`, `emit('playing')`, `end()`.
 */
export class FakeAudio extends EventTarget {
  src = '';
  preload = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  error: { code: number; message: string } | null = null;
  playCalls = 0;
  loadCalls = 0;
  private settle?: { resolve: () => void; reject: (error: unknown) => void };

  play(): Promise<void> {
    this.playCalls += 1;
    return new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  pause() {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }

  load() {
    this.loadCalls += 1;
  }

  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }

  /** The clip loaded and started: metadata, the play promise and the `playing` event. */
  async startPlaying(duration = 167) {
    this.duration = duration;
    this.dispatchEvent(new Event('durationchange'));
    this.paused = false;
    this.settle?.resolve();
    this.dispatchEvent(new Event('playing'));
    await Promise.resolve();
  }

  /** The source could not be loaded (404, unsupported format). */
  async fail() {
    this.error = { code: 4, message: 'MEDIA_ERR_SRC_NOT_SUPPORTED' };
    this.dispatchEvent(new Event('error'));
    this.settle?.reject(
      new DOMException('The element has no supported sources.', 'NotSupportedError'),
    );
    await Promise.resolve();
  }

  advance(seconds: number) {
    this.currentTime = seconds;
    this.dispatchEvent(new Event('timeupdate'));
  }

  end() {
    this.currentTime = this.duration;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
    this.dispatchEvent(new Event('ended'));
  }
}

/** A `createAudio` for the provider that records every element it makes. */
export function fakeAudioFactory() {
  const created: FakeAudio[] = [];
  const createAudio = () => {
    const audio = new FakeAudio();
    created.push(audio);
    return audio as unknown as HTMLAudioElement;
  };
  return { created, createAudio, last: () => created[created.length - 1]! };
}
