import type { FixedPage, PageCopy } from '@studio/contracts';
import type { PageContents, PageKey } from './source.js';

/** A fixed page's hero words, as Website Management edits them (the description aside). */
export type HeroCopy = Omit<PageCopy, 'description'>;

interface CopyBinding {
  /** The page's hero words in the given contents. */
  read(pages: PageContents): HeroCopy;
  /** The page's contents with `copy` as its hero words. */
  write(pages: PageContents, copy: HeroCopy): Partial<PageContents>;
}

type Hero = { eyebrow: string; title: string; lead: string };
type HeadingHero = { eyebrow: string; heading: string; lead: string };
type PagesWith<T> = { [K in PageKey]: PageContents[K] extends { hero: T } ? K : never }[PageKey];

/** A page whose hero has a title (`hero.title`). */
function heroBinding(key: PagesWith<Hero>): CopyBinding {
  // Every page of PagesWith<Hero> has such a hero: the mapped type above checks it.
  const page = (pages: PageContents) => pages[key] as { hero: Hero };
  return {
    read: (pages) => {
      const { eyebrow, title, lead } = page(pages).hero;
      return { eyebrow, title, lead };
    },
    write: (pages, copy) => ({
      [key]: { ...page(pages), hero: { ...page(pages).hero, ...heroWords(copy) } },
    }),
  };
}

/** A page whose hero has a heading (`hero.heading`): music and video. */
function headingBinding(key: PagesWith<HeadingHero>): CopyBinding {
  const page = (pages: PageContents) => pages[key] as { hero: HeadingHero };
  return {
    read: (pages) => {
      const { eyebrow, heading, lead } = page(pages).hero;
      return { eyebrow, title: heading, lead };
    },
    write: (pages, copy) => {
      const { title, ...words } = heroWords(copy);
      return { [key]: { ...page(pages), hero: { ...page(pages).hero, ...words, heading: title } } };
    },
  };
}

/** Page copy as a hero's words: a missing eyebrow or lead shows as none. */
const heroWords = (copy: HeroCopy): Hero => ({
  eyebrow: copy.eyebrow ?? '',
  title: copy.title,
  lead: copy.lead ?? '',
});

/**
 * Where each fixed page keeps the words Website Management edits: the default settings are read
 * from the default pages through it, and the store's settings written back into the pages.
 */
export const pageCopyBindings: Record<FixedPage, CopyBinding> = {
  home: heroBinding('home'),
  about: heroBinding('about'),
  company: heroBinding('company'),
  leadership: heroBinding('leadership'),
  careers: heroBinding('careers'),
  contact: heroBinding('contact'),
  support: heroBinding('support'),
  music: headingBinding('music'),
  video: headingBinding('video'),
  tracks: {
    read: ({ trackLibrary }) => ({
      eyebrow: trackLibrary.eyebrow,
      title: trackLibrary.heading,
      lead: trackLibrary.intro,
    }),
    write: ({ trackLibrary }, copy) => ({
      trackLibrary: {
        ...trackLibrary,
        eyebrow: copy.eyebrow ?? '',
        heading: copy.title,
        intro: copy.lead ?? '',
      },
    }),
  },
  // The new release's page has no lead: its featured release speaks for it.
  'new-release': {
    read: ({ newRelease }) => ({ eyebrow: newRelease.eyebrow, title: newRelease.heading }),
    write: ({ newRelease }, copy) => ({
      newRelease: { ...newRelease, eyebrow: copy.eyebrow ?? '', heading: copy.title },
    }),
  },
  newsroom: {
    read: ({ newsroom }) => ({
      eyebrow: newsroom.eyebrow,
      title: newsroom.heading,
      lead: newsroom.intro,
    }),
    write: ({ newsroom }, copy) => ({
      newsroom: {
        ...newsroom,
        eyebrow: copy.eyebrow ?? '',
        heading: copy.title,
        intro: copy.lead ?? '',
      },
    }),
  },
  faq: {
    read: ({ faq }) => ({ eyebrow: faq.eyebrow, title: faq.title, lead: faq.intro }),
    write: ({ faq }, copy) => ({
      faq: { ...faq, eyebrow: copy.eyebrow ?? '', title: copy.title, intro: copy.lead ?? '' },
    }),
  },
  help: {
    read: ({ help }) => ({ eyebrow: help.eyebrow, title: help.title, lead: help.intro }),
    write: ({ help }, copy) => ({
      help: { ...help, eyebrow: copy.eyebrow ?? '', title: copy.title, intro: copy.lead ?? '' },
    }),
  },
  'coming-soon': {
    read: ({ comingSoon: { eyebrow, title, lead } }) => ({ eyebrow, title, lead }),
    write: ({ comingSoon }, copy) => ({ comingSoon: { ...comingSoon, ...heroWords(copy) } }),
  },
};
