import type { ErrorAction, ErrorPageContent } from '../errors.js';
import { genericError, notFound, statusErrors } from '../errors.js';
import type { ErrorPagesContent } from '../source.js';

/*
 * The error pages in Hindi: what a Hindi address shows when a page is missing or fails. Built
 * from the English pages with only the words replaced, so the codes, links and retries are shared.
 */

/** Each action's label in Hindi, by its English label. */
const actionLabels: Readonly<Record<string, string>> = {
  'Go Home': 'होम पेज पर जाएँ',
  'Contact Support': 'सहायता टीम से बात करें',
  'Try Again': 'फिर कोशिश करें',
  'Log In': 'लॉग इन करें',
  'View Sitemap': 'साइटमैप देखें',
};

const inHindi = (action: ErrorAction): ErrorAction => ({
  ...action,
  label: actionLabels[action.label] ?? action.label,
});

const page = (
  english: ErrorPageContent,
  words: Pick<ErrorPageContent, 'title' | 'message'> & { code?: string },
): ErrorPageContent => ({
  ...english,
  ...words,
  actions: english.actions.map(inHindi),
});

/** The error pages' words in Hindi (see `ErrorPagesContent`). */
export const hindiErrorPages: ErrorPagesContent = {
  generic: page(genericError, {
    code: 'गड़बड़ी',
    title: 'कुछ गड़बड़ हो गई',
    message:
      'आपका अनुरोध पूरा नहीं हो सका। कृपया फिर कोशिश करें; बार-बार ऐसा हो तो हमारी सहायता टीम से बात करें और नीचे लिखी गड़बड़ी आईडी बताएँ।',
  }),
  status: {
    '/500': page(statusErrors['/500'], {
      title: 'सर्वर में गड़बड़ी',
      message: 'हमारी तरफ़ कुछ गड़बड़ हो गई है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    }),
    '/403': page(statusErrors['/403'], {
      title: 'पहुँच की अनुमति नहीं',
      message: 'आपको यह पेज देखने की अनुमति नहीं है।',
    }),
    '/401': page(statusErrors['/401'], {
      title: 'लॉग इन ज़रूरी है',
      message: 'यह पेज देखने के लिए कृपया लॉग इन करें।',
    }),
  },
  notFound: page(notFound, {
    title: 'पेज नहीं मिला',
    message: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  }),
  errorIdLabel: 'गड़बड़ी आईडी',
};
