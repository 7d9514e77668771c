import { ARTICLE_ROUTE } from '@studio/contracts/site-pages';

/**
 * Each page's search and social description (its `<meta name="description">` and share text), by
 * path. The fixed pages' descriptions are edited in Website Management; the content store's
 * settings replace them (see `storeSource.ts`).
 */
export const pageDescriptions = {
  '/': 'Sargam Studios is a music and film production studio and record label: recording, mixing, mastering, music videos and creative direction since 2018.',
  '/about':
    'Who we are: the story, mission, values and team behind Sargam Studios, from our first session in 2018 to 500+ projects.',
  '/company':
    'Sargam Studios as a company: what we do, how we work with artists and brands, and the services of our studio and label.',
  '/careers':
    'Work with us: open positions at Sargam Studios in audio engineering, video production, development, artist relations and marketing.',
  '/leadership':
    'The people who lead Sargam Studios: our executive team, advisory board and the principles we work by.',
  '/contact':
    'Tell us about your project: write to Sargam Studios about recording, mixing, mastering, music videos or distribution. We answer within 24 hours.',
  '/music':
    'Listen to the latest releases, playlists and artists of Sargam Studios, on our players and your favourite streaming service.',
  '/video':
    'Music videos, live performances, behind-the-scenes films and tutorials produced by Sargam Studios.',
  '/tracks':
    'Browse and preview the Sargam Studios catalogue: filter by recent, popular, featured and exclusive tracks, or search by title, artist and genre.',
  '/new-release':
    'Our newest release, As It Was, with a preview, and the recent releases of Sargam Studios.',
  '/newsroom':
    'News from Sargam Studios: releases, music videos, productions, artists, projects and events.',
  [ARTICLE_ROUTE]: 'A story from the Sargam Studios newsroom.',
  '/faq':
    'Answers about booking sessions, music and video production timelines, payments, cancellations and technical questions at Sargam Studios.',
  '/help':
    'Guides and answers for working with Sargam Studios: getting started, production, billing, your account and technical support.',
  '/support':
    'Get help from the Sargam Studios team by email, phone, at the studio or by chat, or send us a support request.',
  '/contact-support':
    'Send the Sargam Studios support team a request about a session, a production, billing or a technical problem. We answer within 24 hours.',
  '/privacy': 'How Sargam Studios collects, uses and protects your personal information.',
  '/terms': 'The terms that apply when you use the Sargam Studios website and services.',
  '/cookies': 'Which cookies the Sargam Studios website uses, why, and for how long.',
  '/cookie-settings':
    'Choose which cookies the Sargam Studios website may use: analytics, marketing and preferences.',
  '/legal':
    'Legal information about Sargam Studios: the company behind the website and how to reach it.',
  '/search': 'Search the Sargam Studios website: services, music, videos, help and pages.',
  '/site':
    'Every page of the Sargam Studios website, grouped: main pages, music and content, support, legal and more.',
  '/sitemap':
    'Every page of the Sargam Studios website, grouped: main pages, music and content, support, legal and more.',
  '/coming-soon':
    'Something new is on its way from Sargam Studios. Leave your email to hear first when it launches.',
  '/error': 'Something went wrong while showing this page.',
  '/500': 'Something went wrong on our end. Please try again later.',
  '/403': "You don't have permission to access this page.",
  '/401': 'Please log in to access this page.',
  '*': "The page you're looking for doesn't exist or has been moved.",
} as const satisfies Record<string, string>;

export type PageDescriptions = Record<keyof typeof pageDescriptions, string>;
