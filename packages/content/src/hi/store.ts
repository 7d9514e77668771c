import {
  FIXED_PAGES,
  FIXED_PAGE_IDS,
  type PageCopy,
  type WebsiteTranslation,
} from '@studio/contracts';
import { defaultPages } from '../defaultSource.js';
import type { FaqItem } from '../faq.js';
import { pageCopyBindings } from '../pageCopy.js';
import type { SiteRelease } from '../releases.js';
import { siteConfig } from '../site.js';
import type { TranslationData } from '../storeSeed.js';
import type { SiteTrack } from '../tracks.js';
import { hindiPageDescriptions, type HindiPagePath } from './descriptions.js';
import { hindiIdentity } from './identity.js';
import { hindiNameOf, hindiPages } from './pages.js';

/*
 * The Hindi default content as the content store keeps it: each entry's translation (only its
 * type's translatable fields) and the website settings' words. An entry whose words the Hindi
 * pages do not have gets none: nothing English is ever stored as Hindi.
 */

/**
 * A release in Hindi: its title, artist and genre as the Hindi pages name them, and a video's
 * description as the Hindi video page tells it. Without a Hindi title and artist, none.
 */
export function hindiReleaseOf(release: SiteRelease): TranslationData<'releases'> | undefined {
  const title = hindiNameOf(release.title);
  // The studio stands in for a singer not announced yet: in Hindi, by its Hindi name.
  const artist =
    release.artist === siteConfig.name ? hindiIdentity.name : hindiNameOf(release.artist);
  if (!title || !artist) return undefined;
  const genre = release.genre ? hindiNameOf(release.genre) : undefined;
  const video = release.embed
    ? hindiPages.video.featured.items.find((item) => item.id === release.embed?.id)
    : undefined;
  return {
    title,
    artist,
    ...(genre ? { genre } : {}),
    ...(video && release.description ? { description: video.description } : {}),
  };
}

/** A track of the library in Hindi, as the Hindi track library shows it. */
export function hindiTrackOf(track: SiteTrack): TranslationData<'tracks'> | undefined {
  const hindi = hindiPages.trackLibrary.tracks.find((candidate) => candidate.id === track.id);
  if (!hindi) return undefined;
  const { title, artist, genre, description } = hindi;
  return { title, artist, genre, ...(description ? { description } : {}) };
}

/** About's team member at `index` (the English team's order), as Hindi's about page shows them. */
export function hindiTeamMemberOf(index: number): TranslationData<'team-members'> | undefined {
  const hindi = hindiPages.about.team.members[index];
  return hindi ? { name: hindi.name, role: hindi.role, bio: hindi.bio } : undefined;
}

/** A question of the FAQ in Hindi (the Hindi FAQ keeps each question's id). */
export function hindiFaqOf(item: FaqItem): TranslationData<'faqs'> | undefined {
  const hindi = hindiPages.faq.items.find((candidate) => candidate.id === item.id);
  return hindi ? { question: hindi.question, answer: hindi.answer } : undefined;
}

/** Whether the Hindi pages translate the fixed page at `path`. */
const isHindiPage = (path: string): path is HindiPagePath =>
  Object.hasOwn(hindiPageDescriptions, path);

/**
 * The website settings' words in Hindi: the identity's and each translated page's hero words and
 * description. A studio its operator named (STUDIO_NAME) keeps that name, as its English settings
 * do, until an editor writes its Hindi form.
 */
export function hindiWebsiteTranslation(studioName: string = siteConfig.name): WebsiteTranslation {
  const name = studioName === siteConfig.name ? hindiIdentity.name : studioName;
  const { tagline, labelName, description, hours } = hindiIdentity;
  // Only the Hindi pages are read from these contents.
  const pages = { ...defaultPages, ...hindiPages };
  const copies = FIXED_PAGE_IDS.flatMap((id): [string, PageCopy][] => {
    const path = FIXED_PAGES[id];
    if (!isHindiPage(path)) return [];
    const copy = pageCopyBindings[id].read(pages);
    // Home's title is the studio's name.
    const title = id === 'home' ? name : copy.title;
    return [[id, { ...copy, title, description: hindiPageDescriptions[path] }]];
  });
  return {
    identity: { name, tagline, labelName, description, hours },
    pages: Object.fromEntries(copies),
  };
}
