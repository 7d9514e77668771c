/** Sample releases for stories (the Home page's "Upcoming Releases"). Images are local SVGs. */
export const samplePosters = [
  {
    id: 'radha-shyam-salone-ko',
    image: '/sample/posters/radha-shyam-salone-ko.svg',
    alt: 'Radha Shyam Salone Ko',
    badge: { label: 'Latest Release', tone: 'success' },
    width: 600,
    height: 900,
  },
  {
    id: 'chhath-ke-geet',
    image: '/sample/posters/chhath-ke-geet.svg',
    alt: 'Chhath Ke Geet',
    badge: { label: 'Coming Soon', tone: 'info' },
    width: 600,
    height: 900,
  },
  {
    id: 'desh-ki-mitti',
    image: '/sample/posters/desh-ki-mitti.svg',
    alt: 'Desh Ki Mitti',
    badge: { label: 'Coming Soon', tone: 'info' },
    width: 600,
    height: 900,
  },
  {
    id: 'safar-the-journey',
    image: '/sample/posters/safar-the-journey.svg',
    alt: 'Safar – The Journey',
    badge: { label: 'Post-Production', tone: 'warning' },
    width: 600,
    height: 900,
  },
] as const;
