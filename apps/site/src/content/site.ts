/** The studio's identity in one place (DESIGN.md): pages and head tags read it, never hard-code it. */
export const siteConfig = {
  name: 'Sargam Studios',
  tagline: 'Music & Film Production',
  description:
    'Sargam Studios is a music and film production studio and record label: recording, mixing, mastering, music videos and creative direction.',
  email: 'hello@sargamstudios.example',
  founded: 2018,
} as const;
