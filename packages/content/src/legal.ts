import type { SitePath } from './paths.js';
import { siteConfig } from './site.js';

/**
 * A legal detail the studio must publish itself (registration, tax number, governing law): until
 * it is filled in, the page shows a visibly marked gap naming what belongs there, never a guess.
 */
export type LegalValue = { value: string } | { placeholder: string };

/** The company behind the website. Replace each `placeholder` with `{ value: '...' }`. */
export const legalEntity = {
  legalName: { placeholder: 'Registered legal name of the company' },
  registeredAddress: { placeholder: 'Registered office address' },
  registrationNumber: { placeholder: 'Company registration number and register' },
  taxId: { placeholder: 'VAT or tax identification number' },
  representative: { placeholder: 'Name of the managing director or owner' },
  governingLaw: { placeholder: 'Country or state whose law governs these terms' },
  courts: { placeholder: 'Courts with jurisdiction over disputes' },
} as const satisfies Record<string, LegalValue>;

export interface LegalFact {
  label: string;
  value: LegalValue;
}

export interface LegalSection {
  /** Anchor of the section, used by the table of contents. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  facts?: readonly LegalFact[];
}

export interface LegalDocument {
  eyebrow: string;
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Related pages, linked at the end. */
  related: readonly { label: string; to: SitePath }[];
  back: string;
}

const lastUpdated = 'January 1, 2024';
const studio = siteConfig.name;
const contactFact: LegalFact = { label: 'Email', value: { value: siteConfig.email } };

export const privacyPolicy = {
  eyebrow: 'Legal & Privacy',
  title: 'Privacy Policy',
  lastUpdated,
  intro: `${studio} records music, produces films and runs a record label. To do that we need a little information about the people we work with and the visitors who write to us. This policy explains what we collect, why, how long we keep it and the choices you have.`,
  sections: [
    {
      id: 'what-we-collect',
      heading: 'Information we collect',
      paragraphs: ['We only collect what you give us or what is needed to run the website:'],
      list: [
        'Contact and support messages: your name, email address, and, if you choose to give them, your phone number, company or artist name, the service you are interested in and your message.',
        'Early-access sign-ups: your email address.',
        'Comments on articles: the name you give (shown with your comment once the studio approves it), your comment, and, if you give it, your email address, which is never shown and is used only to tell you your comment is published.',
        'Likes and ratings: the stars you gave, counted against a random number your browser makes and keeps (studioVisitorId), stored only as a scrambled code. No account, cookie or personal data is involved.',
        'Project information you send us during a booking, such as recordings, lyrics, artwork and schedules.',
        'Technical data our server needs to deliver pages safely: IP address, browser type and the time of the request, kept in short-lived security logs.',
        'Cookie and storage choices, stored in your own browser (see our Cookie Policy).',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      paragraphs: [
        'We use your information to answer your messages, prepare quotes, plan and deliver the sessions and productions you book, send invoices, and keep the website secure. If you sign up for early access, we email you when we launch and for nothing else.',
        'We do not sell your personal information, and we do not use it for advertising profiles.',
      ],
    },
    {
      id: 'legal-basis',
      heading: 'Why we are allowed to use it',
      paragraphs: [
        'We process your information to take steps you ask for before a contract and to perform it (answering an enquiry, delivering a project), because of our legitimate interest in running a secure website, to meet legal obligations such as keeping invoices, and with your consent for optional cookies and early-access emails. You can withdraw consent at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'Your information stays with our team. We use a small number of service providers who process it on our behalf under contract: our hosting provider, our email provider and our accounting software. Embedded players from streaming and video platforms only load after you allow marketing cookies or click a player, and from then on those platforms handle data under their own policies.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Messages that do not lead to a project are deleted after 12 months. Project files and correspondence are kept for as long as we work together and up to 3 years after delivery, so we can help with re-releases and remasters. Invoices are kept for as long as tax law requires. Security logs are deleted after 30 days. Published comments stay with their article until you ask us to remove them; comments that are rejected, deleted or held as spam are erased after 30 days. Likes and ratings stay with the article and cannot be linked to you. To limit abuse we count likes, ratings and comments per internet address for one hour, as a scrambled code that expires with the hour; the address itself is not stored.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You can ask us for a copy of your information, ask us to correct or delete it, object to or restrict how we use it, and ask for it in a portable format. Write to us at the address below; we answer within 30 days. You may also complain to your local data protection authority.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        `Our website and services are not directed at children under 13, and we do not knowingly collect information from them. If you believe a child under 13 has sent us personal information, contact us and we will delete it. Artists under 18 work with us together with a parent or guardian.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Pages are served over encrypted connections, access to our systems is limited to the people who need it, and project files are stored with access controls and backups. No system is perfectly secure, so if you ever notice something wrong, please tell us straight away.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change affects how we use information you already gave us, we will tell you by email before it applies.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [`Questions about your privacy go to the ${studio} team:`],
      facts: [contactFact],
    },
  ],
  related: [
    { label: 'Cookie Policy', to: '/cookies' },
    { label: 'Cookie Settings', to: '/cookie-settings' },
    { label: 'Terms of Use', to: '/terms' },
  ],
  back: 'Back to Home',
} as const satisfies LegalDocument;

export const termsOfUse = {
  eyebrow: 'Legal & Privacy',
  title: 'Terms of Use',
  lastUpdated,
  intro: `These terms apply when you use the ${studio} website. Sessions and productions you book with us are also covered by the written agreement or quote you accept for that project; where the two differ, the project agreement wins.`,
  sections: [
    {
      id: 'using-the-site',
      heading: 'Using this website',
      paragraphs: [
        'You may browse, listen, watch and share links to our pages for your personal, non-commercial use. Please do not try to disrupt the website, reach parts of it that are not public, or copy its content in bulk.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Music, videos and other content',
      paragraphs: [
        `The recordings, videos, artwork, photographs and texts on this website belong to ${studio}, our artists or our partners, and are protected by copyright. Listening and watching here does not give you a licence to download, re-upload, sample, sync or broadcast them. For licensing, write to us.`,
      ],
    },
    {
      id: 'bookings',
      heading: 'Bookings and payments',
      paragraphs: [
        'A booking is confirmed when we have sent you a written confirmation and received the deposit. Unless your project agreement says otherwise:',
      ],
      list: [
        'Payment is 50% upfront to reserve your dates and 50% on completion, before final files are delivered.',
        'You can cancel or move a session free of charge with at least 48 hours notice; later cancellations may incur late fees.',
        'Recording sessions should be booked at least 2 weeks ahead.',
        'Rights in the finished recordings and videos are set out in your project agreement.',
      ],
    },
    {
      id: 'your-content',
      heading: 'What you send us',
      paragraphs: [
        'When you send us recordings, lyrics or other material, you confirm that you have the right to do so. You keep your rights; you allow us to use the material only to answer you and deliver your project.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Links and embedded players',
      paragraphs: [
        'Our pages link to and embed streaming and video platforms. Those services are run by other companies under their own terms, and we are not responsible for their content or availability.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      paragraphs: [
        'We work hard to keep this website accurate and available, but we provide it as it is and cannot promise it will always be error-free or uninterrupted. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the law named below, and disputes about them are heard by the courts named below, unless the law of the country where you live as a consumer gives you other rights.',
      ],
      facts: [
        { label: 'Governing law', value: legalEntity.governingLaw },
        { label: 'Jurisdiction', value: legalEntity.courts },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms as the website and our services change; the date at the top shows the latest version. Continuing to use the website after a change means you accept the new terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: ['Questions about these terms:'],
      facts: [contactFact],
    },
  ],
  related: [
    { label: 'Privacy Policy', to: '/privacy' },
    { label: 'Legal Information', to: '/legal' },
  ],
  back: 'Back to Home',
} as const satisfies LegalDocument;

export const cookiePolicy = {
  eyebrow: 'Legal & Privacy',
  title: 'Cookie Policy',
  lastUpdated,
  intro: `Cookies and browser storage let a website remember things between pages and visits. ${studio} uses as few as possible, and nothing optional is set before you choose.`,
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files a website stores in your browser. Similar technologies, such as local storage, work the same way. Below, "cookies" means both.',
      ],
    },
    {
      id: 'categories',
      heading: 'The cookies we use',
      paragraphs: ['We group cookies into four categories:'],
      list: [
        'Necessary: keep the website secure and remember your cookie choices (stored as cookieConsent and cookiePreferences in your browser). They cannot be switched off.',
        'Likes and ratings: a random number your browser makes (studioVisitorId) and which articles you liked or rated, kept in your browser only (not a cookie) until you clear it, so that your like and rating count once and you can take them back. It holds nothing about you.',
        'Analytics: tell us, in aggregate, which pages are visited and how the site performs, so we can improve it.',
        'Marketing: set by the streaming and video platforms whose players we embed, which may use them to measure plays and personalise what they show you. Players load only after you allow this category or click a player.',
        'Preferences: remember choices such as your language or playback settings.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long they last',
      paragraphs: ['Session cookies are deleted when you close your browser. Others last longer:'],
      list: [
        'Persistent cookies: up to 2 years.',
        'Analytics cookies: 1-2 years.',
        'Marketing cookies: 1-3 years, as set by the platform that places them.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      paragraphs: [
        'When you first visit, you can accept all cookies or decline the optional ones. You can change your mind at any time on the Cookie Settings page, and you can also delete cookies in your browser settings. Declining optional cookies does not stop the website from working; embedded players then show a button you can press to load them.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: ['Questions about cookies:'],
      facts: [contactFact],
    },
  ],
  related: [
    { label: 'Cookie Settings', to: '/cookie-settings' },
    { label: 'Privacy Policy', to: '/privacy' },
  ],
  back: 'Back to Home',
} as const satisfies LegalDocument;

export const legalInformation = {
  eyebrow: 'Legal & Privacy',
  title: 'Legal Information',
  lastUpdated,
  intro: `The company behind the ${studio} website, and how to reach it.`,
  sections: [
    {
      id: 'company',
      heading: 'Company details',
      paragraphs: [`${studio} is operated by:`],
      facts: [
        { label: 'Company', value: legalEntity.legalName },
        { label: 'Registered office', value: legalEntity.registeredAddress },
        { label: 'Registration', value: legalEntity.registrationNumber },
        { label: 'Tax ID', value: legalEntity.taxId },
        { label: 'Represented by', value: legalEntity.representative },
        contactFact,
      ],
    },
    {
      id: 'copyright',
      heading: 'Copyright and trademarks',
      paragraphs: [
        `© ${studio}. The ${studio} name and logo, our recordings, videos, artwork and texts are protected. Artist names and releases belong to their respective owners and appear here with their permission.`,
      ],
    },
    {
      id: 'content',
      heading: 'Responsibility for content',
      paragraphs: [
        'We check the content of this website carefully and keep it up to date, but release dates, line-ups and schedules can change. Links to other websites were checked when we added them; we are not responsible for their content.',
      ],
    },
    {
      id: 'report',
      heading: 'Report a problem',
      paragraphs: [
        'If you believe something on this website infringes your rights or breaks the law, write to us with the page address and a short explanation, and we will look into it promptly.',
      ],
      facts: [contactFact],
    },
  ],
  related: [
    { label: 'Terms of Use', to: '/terms' },
    { label: 'Privacy Policy', to: '/privacy' },
    { label: 'Cookie Policy', to: '/cookies' },
  ],
  back: 'Back to Home',
} as const satisfies LegalDocument;
