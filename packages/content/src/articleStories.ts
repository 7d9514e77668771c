import { displayDate, type Article } from './articles.js';
import type { SiteImage } from './images.js';
import { artImage } from './media.js';
import { UNKNOWN_ARTICLE_PATH } from '@studio/contracts/site-pages';
import { GENERAL_ARTICLE_PATH, GENERAL_ARTICLE_TITLE, articlePath } from './newsroom.js';
import { bulletList, heading, paragraph, quote, richText } from './richText.js';
import { siteConfig } from './site.js';
import { slugify } from './slug.js';

// Every newsroom story, written in the studio's voice; the newsroom module lists and finds them.

const image = (name: string, alt: string): SiteImage => artImage(name, 1600, 900, alt);

const name = siteConfig.name;

type StoryFields = Omit<Article, 'id' | 'date' | 'featured'> & { featured?: boolean };

/** An article whose slug and shown date are derived as the content store derives them. */
const story = ({ featured = false, ...fields }: StoryFields): Article => ({
  ...fields,
  id: slugify(fields.title),
  date: displayDate(fields.isoDate),
  featured,
});

/** The story the newsroom features (its slug, and so its page's path, comes from its title). */
export const radhaShyam = story({
  title: 'New Song Release: Radha Shyam Salone Ko',
  subtitle: 'Meera Joshi’s Janmashtami bhakti song, recorded live around a single microphone',
  text: 'Our new devotional song is out today on every streaming service: a Janmashtami bhajan sung by Meera Joshi with harmonium, tabla and a choir of twelve voices.',
  isoDate: '2024-08-26',
  category: 'Music',
  image: image('news-radha-shyam', 'A peacock feather in blue and gold curving over a violet dusk'),
  author: `${name} Newsroom`,
  featured: true,
  body: richText(
    paragraph(
      `Radha Shyam Salone Ko, our new bhakti song for Janmashtami, is out today. Meera Joshi sings it with the warmth of a temple evening, and we recorded it the old way: the whole ensemble in one room, around one microphone, in three takes.`,
    ),
    heading('A song made for singing along'),
    paragraph(
      'The melody is simple enough for a family to sing at home and rich enough to carry a choir. Our arranger kept the harmonium at the centre, added tabla and manjira for the rhythm of the aarti, and let twelve voices answer Meera in the chorus.',
    ),
    quote(
      'We wanted the listener to feel they are sitting on the floor of the mandir with us, not listening to a record.',
      'Meera Joshi',
    ),
    heading('Where to listen'),
    bulletList([
      'Streaming now on every major service, with lyrics in Hindi and English.',
      'The lyric video premieres on our channel this Friday at 7 PM IST.',
      'A preview plays on our new-release page, no sign-in needed.',
    ]),
    paragraph(
      'Thank you to every musician who gave their morning to this song, and to you for listening. Jai Shri Krishna.',
    ),
  ),
});

export const stories: Article[] = [
  story({
    title: `${name} Opens a Second Production Suite`,
    subtitle: 'A new room for mixing in Dolby Atmos and scoring to picture',
    text: 'Our second suite is open: a treated room for immersive mixing, scoring to picture and film post-production, booked from next month.',
    isoDate: '2024-11-12',
    category: 'Production',
    image: image(
      'news-production-suite',
      'A mixing console under warm amber light with violet acoustic panels',
    ),
    author: 'Arjun Mehta',
    body: richText(
      paragraph(
        `After six years in one control room, ${name} has a second. Suite B is built for immersive mixing and for scoring to picture, so songs and films can move through the studio side by side instead of waiting their turn.`,
      ),
      heading('What is inside'),
      bulletList([
        'A 7.1.4 monitoring system for Dolby Atmos music and film mixes.',
        'A projection wall for scoring and mixing to picture.',
        'An isolation booth for vocals, voice-over and dubbing.',
      ]),
      paragraph(
        'The first sessions are already booked: the Atmos mix of our Chhath album and the score of our short film Safar. Artists can book the suite from next month; write to us and we will find a slot.',
      ),
    ),
  }),
  story({
    title: 'Behind the Video: Filming Desh Ki Mitti at Dawn',
    subtitle: 'Three sunrises, two villages and one very patient tractor',
    text: 'How our crew filmed the music video for Desh Ki Mitti in the fields of Haryana, racing the light for three mornings in a row.',
    isoDate: '2024-10-28',
    category: 'Video',
    image: image(
      'news-desh-ki-mitti',
      'Golden wheat fields under a rising sun with a film camera silhouette',
    ),
    author: 'Kavya Iyer',
    body: richText(
      paragraph(
        'Desh Ki Mitti is a song about the soil, so we filmed it in the soil. For three mornings our crew of nine set up in the wheat fields outside Karnal before five, waiting for the twenty minutes when the sun sits low and everything turns gold.',
      ),
      quote(
        'You cannot light a field that big. You can only be there, ready, when the sun does it for you.',
        'Kavya Iyer, director',
      ),
      paragraph(
        'The farmers who appear in the video are the families who own the land. They taught us more about timing than any call sheet: when the birds lift, when the dew burns off, and when the tractor absolutely has to start work.',
      ),
      paragraph(
        'The video is in post-production now. Colour grading keeps the morning as we saw it, and the final mix is being done in our new suite. It premieres on our channel for Republic Day.',
      ),
    ),
  }),
  story({
    title: 'Chhath Ke Geet: Our Music Returns to the Riverbank',
    subtitle: 'Traditional Chhath songs, recorded where they are sung',
    text: 'For Chhath Puja we took our microphones to the ghat and recorded Sunita Devi and the Sargam Choir at sunrise. The album arrives before the festival.',
    isoDate: '2024-10-15',
    category: 'Music',
    image: image(
      'news-chhath-ke-geet',
      'A golden sunrise reflected on rippling river water with small lamps',
    ),
    author: `${name} Newsroom`,
    body: richText(
      paragraph(
        'Chhath songs are sung standing in the river, facing the rising sun. A studio booth could never hold that, so this year we carried our recording rig to the ghat and recorded Sunita Devi and the Sargam Choir at dawn.',
      ),
      paragraph(
        'You will hear the water, the temple bells and the families arriving with their offerings. We kept them in the mix on purpose: they are part of the song.',
      ),
      heading('On the album'),
      bulletList([
        'Seven traditional songs, arranged for choir, dholak and flute.',
        'One new composition by Sunita Devi, Ugi Hain Suruj Dev.',
        'An exclusive preview in our track library before the release.',
      ]),
    ),
  }),
  story({
    title: 'Five New Artists Join the Sargam Artist Program',
    subtitle: 'A year of sessions, mentoring and a first release for each',
    text: 'Meet the five singers and producers chosen for this year’s Artist Program, from a Bhojpuri folk singer to a lo-fi producer from Pune.',
    isoDate: '2024-09-30',
    category: 'Artists',
    image: image(
      'news-artist-program',
      'Five overlapping circles of light in saffron, teal and violet',
    ),
    author: 'Arjun Mehta',
    body: richText(
      paragraph(
        'More than four hundred artists sent us demos this year. Five of them join the Artist Program today: each gets a year of studio time, a producer who mentors them, and a first release with a music video.',
      ),
      bulletList([
        'Pooja Nishad, Bhojpuri folk singer from Ballia.',
        'Ananya Rao, lo-fi producer and sitar player from Pune.',
        'Tenzin Dorje, singer-songwriter from Darjeeling.',
        'Harpreet Gill, Punjabi vocalist and composer.',
        'The Kochi Strings, a string quartet that plays film music.',
      ]),
      paragraph(
        'Their first songs arrive through the spring. Applications for next year open in June; listen to their work and you will know what we are looking for: a voice that sounds like nobody else.',
      ),
    ),
  }),
  story({
    title: 'Live Events: Bhakti Sandhya Returns This Winter',
    subtitle: 'An evening of devotional music, live from the studio floor',
    text: 'Our live evening of bhajans and kirtan is back for three nights in December, with a small audience in the studio and a free stream for everyone else.',
    isoDate: '2024-09-18',
    category: 'Events',
    image: image(
      'news-bhakti-sandhya',
      'Rows of small oil lamps glowing in front of a deep violet stage',
    ),
    author: `${name} Newsroom`,
    body: richText(
      paragraph(
        'Bhakti Sandhya returns for three evenings in December. We clear the live room, lay out the durries and invite sixty listeners to sit with the musicians while we record and stream the evening.',
      ),
      bulletList([
        'December 13: bhajans with Meera Joshi.',
        'December 14: Chhath and folk songs with Sunita Devi.',
        'December 15: a kirtan night with the whole Sargam Choir.',
      ]),
      paragraph(
        'Seats are free and go to those who write to us first; every evening also streams on our channel. Come early: the aarti starts at seven.',
      ),
    ),
  }),
  story({
    title: 'New Projects: Safar, Our First Short Film, Wraps Shooting',
    subtitle: 'A twenty-minute film about the road home, scored in-house',
    text: 'Safar – The Journey has wrapped after twelve days on the road between Varanasi and Bodh Gaya. Editing and the score are under way in our studio.',
    isoDate: '2024-08-30',
    category: 'Projects',
    image: image('news-safar', 'A winding road drawn in amber light across violet hills at dusk'),
    author: 'Kavya Iyer',
    body: richText(
      paragraph(
        'Safar – The Journey is our first short film: twenty minutes about a musician who walks home for his father’s last concert. We shot it in twelve days on the road between Varanasi and Bodh Gaya, with a crew of eleven and one borrowed bus.',
      ),
      paragraph(
        'The score is being written and recorded here: strings, santoor and a bansuri that follows the road. You can already hear its main theme in our track library.',
      ),
      quote(
        'We make music videos every month. This time we wanted the music to serve a story, not the other way round.',
        'Kavya Iyer, director',
      ),
      paragraph(
        'Safar goes to festivals next spring, then to our channel. We will share the festival dates here first.',
      ),
    ),
  }),
  story({
    title: 'Production Notes: Mixing Vande Bharat Sunrise for Orchestra',
    subtitle: 'Sixty-two tracks, one children’s choir and a lot of reverb decisions',
    text: 'Our engineers explain how they balanced a full orchestra and forty children’s voices on Vande Bharat Sunrise, and why the choir was recorded last.',
    isoDate: '2024-08-14',
    category: 'Production',
    image: image(
      'news-orchestra-mix',
      'Saffron, white and green rays rising from a waveform on the horizon',
    ),
    author: 'Rohan Mishra',
    body: richText(
      paragraph(
        'Vande Bharat Sunrise has sixty-two tracks: a forty-piece orchestra recorded in sections, Rohan Verma’s lead vocal and a children’s choir of forty. Here is how we made it sound like one room.',
      ),
      heading('Three decisions that shaped the mix'),
      bulletList([
        'The choir was recorded last, singing along to the finished orchestra, so the children could hear where they fit.',
        'One shared hall reverb for everything, so the sections never sound like separate days.',
        'The lead vocal rides slightly above the strings in the final chorus, where the song turns from a prayer into a march.',
      ]),
      paragraph(
        'The song was mastered for streaming and for school sound systems, which are louder and smaller than any studio monitor. Both versions are out now.',
      ),
    ),
  }),
  story({
    title: 'Music Video Masterclass Events for Young Filmmakers',
    subtitle: 'Free weekend workshops on shooting and editing a music video',
    text: 'Our directors and editors are teaching four free weekend masterclasses for filmmakers under twenty-five: from treatment to final cut in two days.',
    isoDate: '2024-07-22',
    category: 'Events',
    image: image('news-masterclass', 'A clapperboard outline over teal and violet light beams'),
    author: 'Kavya Iyer',
    body: richText(
      paragraph(
        'Every music video we make starts with a one-page treatment and ends with an editor deciding which three seconds matter. This summer we are teaching both, in four free weekend masterclasses for filmmakers under twenty-five.',
      ),
      bulletList([
        'Saturday: writing a treatment, planning a shoot on a small budget, and shooting a song together in the studio.',
        'Sunday: cutting to the beat, colour, and delivering for every platform.',
      ]),
      paragraph(
        'Bring a phone or a camera; we bring the song, the lights and the editing suites. Twenty places per weekend, given in the order we receive applications.',
      ),
    ),
  }),
  story({
    title: 'Meet the Artists Behind Midnight in Varanasi',
    subtitle: 'Ananya Rao and the sitar that started as a phone recording',
    text: 'Midnight in Varanasi began as a voice note on Ananya Rao’s phone. We talked to her and her co-producer about turning it into our most-streamed lo-fi track.',
    isoDate: '2024-06-28',
    category: 'Artists',
    image: image('news-midnight-varanasi', 'A crescent moon over a dark river with floating lamps'),
    author: `${name} Newsroom`,
    body: richText(
      paragraph(
        'Ananya Rao recorded the first idea for Midnight in Varanasi on her phone, on a boat, at midnight. The sitar phrase you hear in the final track is the same one; we kept the boat noise too.',
      ),
      quote(
        'The studio did not try to make it bigger. They helped me make it exactly as quiet as it was that night.',
        'Ananya Rao',
      ),
      paragraph(
        'Co-producer DJ Kabir added the tape hiss, a soft kick and the rain. The track has become the one our listeners play most while they study, and Ananya is now working on an EP of night pieces with us.',
      ),
    ),
  }),
];

/** The article any unknown slug shows: the studio introducing itself. */
export const generalArticle = story({
  title: GENERAL_ARTICLE_TITLE,
  subtitle:
    'A music and film studio where every song gets the care of a film, and every film the ear of a musician',
  text: `Who we are, what we make and how we work: an introduction to ${name}.`,
  isoDate: '2024-01-01',
  category: 'Studio',
  image: image(
    'news-inside-studio',
    'A sound wave flowing into a film strip in saffron and violet light',
  ),
  author: `${name} Newsroom`,
  body: richText(
    paragraph(
      `${name} was founded in ${siteConfig.founded} with one live room, one camera and the belief that a song and its film should be made by the same people. Since then we have brought ${siteConfig.stats.projects} projects to life with ${siteConfig.stats.artists} artists, from devotional singles to full music videos and our first short film.`,
    ),
    heading('What we do'),
    bulletList([
      'Recording, mixing and mastering, in stereo and Dolby Atmos.',
      'Music video production, from the treatment to the final grade.',
      'Creative direction, artwork and release planning for independent artists.',
      'Our own label, releasing bhakti, folk, film and new music.',
    ]),
    paragraph(
      'Whatever you are looking for, you will find our latest songs in the track library, our films on the video page and the stories behind both in the newsroom.',
    ),
  ),
});

/** Every newsroom article, newest first: the featured story and the rest. */
export const allArticles: Article[] = [radhaShyam, ...stories].sort((a, b) =>
  b.isoDate.localeCompare(a.isoDate),
);

/**
 * Every article path to prerender: each story's, the general article's and the page for unknown
 * slugs.
 */
export function articlePaths(): string[] {
  return [...allArticles.map(articlePath), GENERAL_ARTICLE_PATH, UNKNOWN_ARTICLE_PATH];
}
