// Styles shared by the media pages (tracks, new release, newsroom, article): the back link and
// the text around the artwork (the hero itself is components/MediaHero). Their layout comes from
// @studio/ui's Container, Section and Grid, and each page adds its specifics in its own .css.ts.
import { style } from '@vanilla-extract/css';

export const back = style({ justifySelf: 'start' });

export { eyebrow } from '../components/PageIntro.css';
export { lead } from '../components/MediaHero.css';
