import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, inject, vi } from 'vitest';
import { toastStore } from '../components/Toast/toastStore';
import './sharedDom';

afterEach(() => cleanup());

/** What the jsdom looked like before the first test file of this worker ran. */
type Baseline = {
  href: string;
  head: ReadonlySet<Node>;
  htmlAttributes: ReadonlyMap<string, string>;
  bodyAttributes: ReadonlyMap<string, string>;
  globals: ReadonlyMap<string, PropertyDescriptor | undefined>;
  prototypes: ReadonlyMap<object, ReadonlyMap<PropertyKey, PropertyDescriptor>>;
};

// Browser APIs tests replace (by assignment, not only with vi.stubGlobal) and the prototypes
// they patch: restored after each file, as if the file had had a jsdom of its own.
const GLOBALS = [
  'matchMedia',
  'ResizeObserver',
  'IntersectionObserver',
  'fetch',
  'Image',
  'Audio',
  'scrollTo',
  'open',
  'alert',
  'confirm',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
] as const;
const BASELINE_KEY = Symbol.for('studio.test.domBaseline');

// jsdom lacks these browser APIs that Radix primitives call. (Files that opt into the node
// environment, such as the consumer test, have no window at all.)
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};

  // This file runs again before every test file; the baseline is taken once per jsdom.
  const holder = globalThis as typeof globalThis & { [BASELINE_KEY]?: Baseline };
  const baseline = (holder[BASELINE_KEY] ??= takeBaseline());
  // Setup hooks run after the test file's own: this is the last thing a file does.
  afterAll(() => {
    const leaks = leftBehind();
    resetDom(baseline);
    if (leaks.length > 0 && inject('sharedDom'))
      throw new Error(
        `This file leaves ${leaks.join(' and ')} in the jsdom, which the next file of the ` +
          'worker would inherit: move it to the isolated project of vitest.config.ts.',
      );
  });
}

function attributesOf(element: Element): Map<string, string> {
  return new Map([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

function prototypesToGuard(): object[] {
  return [
    EventTarget.prototype,
    Node.prototype,
    Element.prototype,
    HTMLElement.prototype,
    HTMLInputElement.prototype,
    HTMLTextAreaElement.prototype,
    HTMLSelectElement.prototype,
    HTMLFormElement.prototype,
    HTMLAnchorElement.prototype,
    HTMLImageElement.prototype,
    HTMLMediaElement.prototype,
    HTMLCanvasElement.prototype,
    HTMLDialogElement.prototype,
    Document.prototype,
  ];
}

function descriptorsOf(target: object): Map<PropertyKey, PropertyDescriptor> {
  const descriptors = Object.getOwnPropertyDescriptors(target);
  return new Map(Reflect.ownKeys(descriptors).map((key) => [key, descriptors[key as string]!]));
}

function takeBaseline(): Baseline {
  return {
    href: window.location.href,
    head: new Set(document.head.childNodes),
    htmlAttributes: attributesOf(document.documentElement),
    bodyAttributes: attributesOf(document.body),
    globals: new Map(GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)])),
    prototypes: new Map(prototypesToGuard().map((target) => [target, descriptorsOf(target)])),
  };
}

/** What no reset can take back: the pre-hydration script's document listeners, a root on the document. */
function leftBehind(): string[] {
  const leaks: string[] = [];
  if ('__preHydrationActions' in window) leaks.push("the pre-hydration script's listeners");
  const rootOnDocument = Object.keys(document).some(
    (key) => key.startsWith('__reactContainer$') && Reflect.get(document, key),
  );
  if (rootOnDocument) leaks.push('a React root on the document');
  return leaks;
}

function restoreAttributes(element: Element, wanted: ReadonlyMap<string, string>) {
  for (const { name } of [...element.attributes])
    if (!wanted.has(name)) element.removeAttribute(name);
  for (const [name, value] of wanted)
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function sameDescriptor(a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) {
  if (!a || !b) return a === b;
  return a.value === b.value && a.get === b.get && a.set === b.set;
}

/** Puts back what a test file may have changed in the worker's jsdom. */
function resetDom(baseline: Baseline) {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  toastStore.reset();

  document.body.replaceChildren();
  // Everything the file added to the head goes, styles included: jsdom's getComputedStyle (which
  // axe and user-event call on every element they look at) slows with every rule in the
  // document, so the styles of all the files before would make each later file slower. The
  // module graph is reset with them (dependencies in node_modules stay loaded), so the next
  // file evaluates its components again and they inject their own styles.
  for (const node of [...document.head.childNodes]) if (!baseline.head.has(node)) node.remove();
  vi.resetModules();
  restoreAttributes(document.documentElement, baseline.htmlAttributes);
  restoreAttributes(document.body, baseline.bodyAttributes);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();

  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== baseline.href) window.history.replaceState(null, '', baseline.href);

  for (const [name, descriptor] of baseline.globals) {
    if (sameDescriptor(Object.getOwnPropertyDescriptor(window, name), descriptor)) continue;
    if (descriptor) Object.defineProperty(window, name, descriptor);
    else Reflect.deleteProperty(window, name);
  }
  for (const [target, descriptors] of baseline.prototypes) {
    for (const key of Reflect.ownKeys(target))
      if (!descriptors.has(key)) Reflect.deleteProperty(target, key);
    for (const [key, descriptor] of descriptors)
      if (!sameDescriptor(Object.getOwnPropertyDescriptor(target, key), descriptor))
        Object.defineProperty(target, key, descriptor);
  }
}
