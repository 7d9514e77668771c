/** The studio's contact-form services, as Select options. */
export const sampleServices = [
  { value: 'music-production', label: 'Music Production' },
  { value: 'video-production', label: 'Video Production' },
  { value: 'mixing-mastering', label: 'Mixing & Mastering' },
  { value: 'artist-development', label: 'Artist Development' },
  { value: 'distribution', label: 'Music Distribution' },
  { value: 'consultation', label: 'Consultation' },
  { value: 'other', label: 'Other' },
];
