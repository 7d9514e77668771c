import type { PersonCard } from './display.js';
import { imageUrl, type SiteImage } from './images.js';
import { artImage } from './media.js';
import { siteConfig } from './site.js';

const profile = {
  instagram: (handle: string) => `https://www.instagram.com/${handle}`,
  x: (handle: string) => `https://x.com/${handle}`,
  facebook: (handle: string) => `https://www.facebook.com/${handle}`,
  youtube: (handle: string) => `https://www.youtube.com/@${handle}`,
};

/** A portrait artwork (`art/team-*.svg`): square, rendered at 480 and 960 px. */
export const portraitImage = (name: string, alt: string): SiteImage =>
  artImage(name, 960, 960, alt);

/** The portrait file a team card draws (the 480 px WebP). */
const image = (name: string) => imageUrl(portraitImage(name, ''), 480);

/** The artwork of a team card's portrait URL, or null for another URL. */
export function portraitOfUrl(url: string, alt: string): SiteImage | null {
  const name = /^\/images\/(team-[a-z0-9-]+)-\d+\.webp$/.exec(url)?.[1];
  return name ? portraitImage(name, alt) : null;
}

/** The studio's core team: Meet Our Team on About, and the executives on Leadership. */
export const founder: PersonCard = {
  name: 'Rohan Sharma',
  role: 'Founder & Producer',
  bio: `Rohan opened the studio in ${siteConfig.founded} with one microphone, a borrowed console and a promise to record devotional and folk music with the care usually saved for film scores. He still produces most of our releases himself, from the first harmonium take to the final master.`,
  image: image('team-rohan'),
  social: {
    instagram: profile.instagram('rohan.sharma.music'),
    x: profile.x('rohansharmamusic'),
    facebook: profile.facebook('rohansharma.producer'),
  },
};

export const director: PersonCard = {
  name: 'Ananya Iyer',
  role: 'Production Designer & Director',
  bio: "Ananya trained in set design for theatre before moving behind the camera. She directs our music videos and designs every frame around the song's story, from riverside Chhath mornings to monsoon rooftops.",
  image: image('team-ananya'),
  social: {
    instagram: profile.instagram('ananya.iyer.films'),
    x: profile.x('ananyaiyerfilms'),
    facebook: profile.facebook('ananya.iyer.director'),
  },
};

export const singer: PersonCard = {
  name: 'Kavya Mishra',
  role: 'Singer, Composer & Lyricist',
  bio: `Kavya writes and sings in Hindi, Bhojpuri and Awadhi. Her compositions blend classical ragas with the folk melodies she grew up with, and her lyrics have become a signature of the ${siteConfig.name} sound.`,
  image: image('team-kavya'),
  social: {
    instagram: profile.instagram('kavya.mishra.sings'),
    x: profile.x('kavyamishrasings'),
    facebook: profile.facebook('kavya.mishra.music'),
  },
};

export const coreTeam = [founder, director, singer];
export { profile as socialProfile };
