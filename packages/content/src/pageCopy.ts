import type { FixedPage, PageCopy } from '@studio/contracts';
import type { PageContents } from './source.js';

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

const heroCopy = ({ eyebrow, title, lead }: Hero): HeroCopy => ({ eyebrow, title, lead });
const asHero = <T extends Hero>(hero: T, copy: HeroCopy): T => ({
  ...hero,
  eyebrow: copy.eyebrow ?? '',
  title: copy.title,
  lead: copy.lead ?? '',
});
const headingCopy = ({ eyebrow, heading, lead }: HeadingHero): HeroCopy => ({
  eyebrow,
  title: heading,
  lead,
});
const asHeadingHero = <T extends HeadingHero>(hero: T, copy: HeroCopy): T => ({
  ...hero,
  eyebrow: copy.eyebrow ?? '',
  heading: copy.title,
  lead: copy.lead ?? '',
});

/**
 * Where each fixed page keeps the words Website Management edits: the default settings are read
 * from the default pages through it, and the store's settings written back into the pages.
 */
export const pageCopyBindings: Record<FixedPage, CopyBinding> = {
  home: {
    read: (pages) => heroCopy(pages.home.hero),
    write: (pages, copy) => ({ home: { ...pages.home, hero: asHero(pages.home.hero, copy) } }),
  },
  about: {
    read: (pages) => heroCopy(pages.about.hero),
    write: (pages, copy) => ({ about: { ...pages.about, hero: asHero(pages.about.hero, copy) } }),
  },
  company: {
    read: (pages) => heroCopy(pages.company.hero),
    write: (pages, copy) => ({
      company: { ...pages.company, hero: asHero(pages.company.hero, copy) },
    }),
  },
  leadership: {
    read: (pages) => heroCopy(pages.leadership.hero),
    write: (pages, copy) => ({
      leadership: { ...pages.leadership, hero: asHero(pages.leadership.hero, copy) },
    }),
  },
  careers: {
    read: (pages) => heroCopy(pages.careers.hero),
    write: (pages, copy) => ({
      careers: { ...pages.careers, hero: asHero(pages.careers.hero, copy) },
    }),
  },
  contact: {
    read: (pages) => heroCopy(pages.contact.hero),
    write: (pages, copy) => ({
      contact: { ...pages.contact, hero: asHero(pages.contact.hero, copy) },
    }),
  },
  support: {
    read: (pages) => heroCopy(pages.support.hero),
    write: (pages, copy) => ({
      support: { ...pages.support, hero: asHero(pages.support.hero, copy) },
    }),
  },
  music: {
    read: (pages) => headingCopy(pages.music.hero),
    write: (pages, copy) => ({
      music: { ...pages.music, hero: asHeadingHero(pages.music.hero, copy) },
    }),
  },
  video: {
    read: (pages) => headingCopy(pages.video.hero),
    write: (pages, copy) => ({
      video: { ...pages.video, hero: asHeadingHero(pages.video.hero, copy) },
    }),
  },
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
    read: ({ comingSoon }) => heroCopy(comingSoon),
    write: ({ comingSoon }, copy) => ({ comingSoon: asHero(comingSoon, copy) }),
  },
};
