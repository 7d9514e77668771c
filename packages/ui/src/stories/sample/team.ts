/** Sample team of the studio for stories (the About page's "Meet Our Team"). Images are local SVGs. */
export const sampleTeam = [
  {
    name: 'Arjun Mehta',
    role: 'Founder & Producer',
    bio: 'Arjun founded Example Records in 2018 to give devotional and regional music the production quality of a feature film. He has produced more than two hundred bhajans, film songs and albums.',
    image: '/sample/team/arjun-mehta.svg',
    social: {
      instagram: 'https://instagram.com/examplerecords.arjun',
      x: 'https://x.com/arjunmehta_music',
      youtube: 'https://youtube.com/@examplerecords',
      facebook: 'https://facebook.com/arjunmehta.producer',
    },
  },
  {
    name: 'Kavya Iyer',
    role: 'Production Designer & Director',
    bio: 'Kavya designs and directs the studio’s music videos and short films, from temple-lit sets for Radha Shyam Salone Ko to the road-movie look of Safar – The Journey.',
    image: '/sample/team/kavya-iyer.svg',
    social: {
      instagram: 'https://instagram.com/kavya.frames',
      x: 'https://x.com/kavyaiyer_films',
    },
  },
  {
    name: 'Rohan Mishra',
    role: 'Singer, Composer & Lyricist',
    bio: 'Rohan writes, composes and sings the studio’s devotional catalogue. His Chhath Ke Geet album blends folk melodies from Bihar with live strings recorded in our main hall.',
    image: '/sample/team/rohan-mishra.svg',
    social: {
      youtube: 'https://youtube.com/@rohanmishra.music',
      facebook: 'https://facebook.com/rohanmishra.singer',
    },
  },
] as const;

/** An image URL that does not exist, to show the first-letter fallback. */
export const brokenImageUrl = '/sample/team/missing-portrait.svg';

/** The studio's line under each bio, from the member's first name. */
export const sampleTeamExperience = (member: { name: string }) =>
  `With years of experience in the industry, ${member.name.trim().split(/\s+/)[0]} brings creativity and expertise to every project.`;
