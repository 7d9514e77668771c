import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { stack, cluster, inlineCentred, bareList } from '../../styles/layout';

export const teamSocialNetworks = ['instagram', 'x', 'youtube', 'facebook'] as const;
export type TeamSocialNetwork = (typeof teamSocialNetworks)[number];

export const header = style({
  ...stack('3'),
  alignItems: 'center',
  textAlign: 'center',
  '@media': {
    [media.small]: { flexDirection: 'row', alignItems: 'center', textAlign: 'start' },
  },
});

export const heading = style({ ...stack('1'), minWidth: 0 });

// The × button sits in the corner; the centred phone layout needs no extra room for it.
export const title = style({
  '@media': { [media.belowMobile]: { selectors: { 'h2&': { paddingRight: 0 } } } },
});

export const role = style({
  margin: 0,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const bio = style({ color: vars.color.text });

export const experience = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const socialList = style({
  ...cluster('2'),
  ...bareList,
  justifyContent: 'center',
  '@media': { [media.small]: { justifyContent: 'flex-start' } },
});

export const socialLink = style({
  boxSizing: 'border-box',
  ...inlineCentred,
  // Touch-sized on phones, a little smaller with a pointer.
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
  '@media': {
    [media.mobileUp]: { width: vars.size.controlMd, height: vars.size.controlMd },
  },
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.accent },
    '&:focus-visible': focusOutline,
  },
});

export const socialIcon = style({ width: vars.space['5'], height: vars.space['5'] });
