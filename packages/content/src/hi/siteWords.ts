import { headerSearchWordsOf, type SiteWords } from '../siteWords.js';
import { hindiSearchPage } from './listings.js';

/**
 * The site's own words in Hindi (see `siteWords`): written as the studio speaks to its Hindi
 * visitors, not word for word from the English. Counts take Hindi's plural rule (0 and 1 take
 * `one`), which `plural` applies.
 */
export const hindiSiteWords: SiteWords = {
  routes: {
    home: {
      title: 'होम',
      keywords: ['संगीत प्रोडक्शन', 'फ़िल्म प्रोडक्शन', 'रिकॉर्ड लेबल', 'रिकॉर्डिंग स्टूडियो', 'भक्ति संगीत'],
    },
    about: {
      title: 'हमारे बारे में',
      label: 'परिचय',
      keywords: ['परिचय', 'स्टूडियो की टीम', 'हमारी कहानी'],
    },
    contact: {
      title: 'संपर्क करें',
      label: 'संपर्क',
      keywords: ['संपर्क', 'सेशन बुक करें', 'कोटेशन'],
    },
    video: { title: 'वीडियो', keywords: ['म्यूज़िक वीडियो', 'लाइव प्रस्तुतियाँ', 'पर्दे के पीछे'] },
    faq: {
      title: 'अक्सर पूछे जाने वाले सवाल',
      label: 'सवाल-जवाब',
      keywords: ['सवाल-जवाब', 'बुकिंग', 'भुगतान'],
    },
    music: { title: 'संगीत', keywords: ['संगीत', 'नई रिलीज़', 'प्लेलिस्ट', 'कलाकार'] },
    tracks: { title: 'ट्रैक लाइब्रेरी', keywords: ['ट्रैक लाइब्रेरी', 'गीत', 'झलक'] },
    newsroom: { title: 'न्यूज़रूम', keywords: ['ख़बरें', 'घोषणाएँ', 'रिलीज़', 'कार्यक्रम'] },
    article: { title: 'लेख', keywords: ['ख़बर', 'लेख'] },
    search: { title: 'खोजें', keywords: ['खोज'] },
    site: { title: 'साइटमैप', keywords: ['साइटमैप', 'सभी पेज'] },
  },
  nav: {
    skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
    label: 'मुख्य',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    menuTitle: 'मेन्यू',
  },
  footer: {
    label: 'फ़ुटर',
    sections: {
      help: 'मदद और सहायता',
      music: 'संगीत और वीडियो',
      company: 'कंपनी',
      legal: 'क़ानूनी जानकारी',
      explore: 'और देखें',
    },
    callToAction: '{name} से श्रोता के रूप में जुड़िए, या हमारे कलाकार कार्यक्रम में नाम लिखवाइए।',
    adminAccess: 'एडमिन लॉगिन',
  },
  consent: {
    title: '{name} पर कुकीज़',
    sentences: [
      'जब तक आप न चुनें, सिर्फ़ ज़रूरी कुकीज़ ही रहेंगी।',
      '"सब स्वीकार करें" से एनालिटिक्स, मार्केटिंग और प्लेयर भी चालू हो जाते हैं।',
    ],
    settingsLink: 'कुकी सेटिंग्स में ख़ुद चुनें',
    accept: 'सब स्वीकार करें',
    decline: 'मना करें',
  },
  search: headerSearchWordsOf(hindiSearchPage),
  categories: {
    All: 'सभी',
    Music: 'संगीत',
    Video: 'वीडियो',
    Production: 'प्रोडक्शन',
    Artists: 'कलाकार',
    Projects: 'प्रोजेक्ट',
    Events: 'कार्यक्रम',
    Studio: 'स्टूडियो',
  },
  article: {
    back: 'न्यूज़रूम पर लौटें',
    notFoundTitle: 'यह ख़बर नहीं मिली',
    notFoundHeading: 'यह ख़बर नहीं मिली',
    notFoundText: 'आप जो ख़बर ढूँढ रहे थे, वह यहाँ नहीं है या अब नहीं रही। तब तक स्टूडियो के बारे में कुछ और पढ़िए।',
    toNewsroom: 'न्यूज़रूम पर जाएँ',
    byline: 'लेखक: {author}',
    related: 'इनसे जुड़ी और ख़बरें',
  },
  interactions: {
    heading: 'रेटिंग दें और अपनी राय बताएँ',
    rateLegend: 'इस लेख को रेटिंग दें',
    stars: { one: '{count} स्टार', other: '{count} स्टार' },
    ratingSummary: {
      one: '{count} रेटिंग से औसत {average}',
      other: '{count} रेटिंग से औसत {average}',
    },
    noRatings: 'अभी तक कोई रेटिंग नहीं: सबसे पहले आप रेटिंग दीजिए।',
    yourRating: 'आपने इस लेख को 5 में से {stars} दिए।',
    like: 'पसंद करें',
    liked: 'पसंद किया',
    likes: { one: '{count} व्यक्ति ने पसंद किया', other: '{count} लोगों ने पसंद किया' },
    comments: 'टिप्पणियाँ',
    commentsCount: 'टिप्पणियाँ ({count})',
    noComments: 'अभी कोई टिप्पणी नहीं: पहली टिप्पणी आपकी हो सकती है।',
    moreComments: 'और टिप्पणियाँ देखें',
    addComment: 'टिप्पणी लिखें',
    name: 'नाम',
    email: 'ईमेल (ज़रूरी नहीं)',
    emailHint: 'यह कहीं दिखाया नहीं जाएगा। इस पर हम सिर्फ़ यह बताने के लिए लिखेंगे कि आपकी टिप्पणी छप गई है।',
    comment: 'टिप्पणी',
    commentPlaceholder: 'अपने विचार लिखें...',
    post: 'टिप्पणी भेजें',
    sending: 'भेजी जा रही है...',
    commentThanks: 'धन्यवाद! स्टूडियो के पढ़ लेने के बाद आपकी टिप्पणी यहाँ दिखेगी।',
  },
  form: {
    honeypot: 'वेबसाइट',
    fieldErrors: {
      name: 'कृपया अपना नाम लिखें।',
      email: 'कृपया सही ईमेल पता लिखें।',
      phone: 'कृपया सही फ़ोन नंबर लिखें।',
      company: 'कृपया कंपनी या कलाकार का नाम दोबारा देखें।',
      subject: 'कृपया विषय लिखें।',
      service: 'कृपया सूची में से कोई सेवा चुनें।',
      message: 'कृपया अपना संदेश लिखें।',
      text: 'कृपया अपनी टिप्पणी लिखें।',
      other: 'कृपया यह खाना दोबारा देखें।',
    },
    failure: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },
  faq: { questions: { one: '{count} सवाल', other: '{count} सवाल' } },
  tracks: { filters: 'ट्रैक छाँटें' },
  preview: {
    label: 'ड्राफ़्ट की झलक',
    title: 'ड्राफ़्ट की झलक: अभी प्रकाशित नहीं',
    expires: 'यह लिंक {date} (UTC) तक ही चलेगा।',
  },
  error: {
    title: 'माफ़ कीजिए, कुछ गड़बड़ हो गई',
    text: 'इस पेज में कोई दिक़्क़त आ गई। फिर से कोशिश करें, या होम पेज पर लौट जाएँ।',
    details: 'गड़बड़ी का ब्योरा',
    tryAgain: 'फिर कोशिश करें',
    goHome: 'होम पेज पर जाएँ',
    unknown: 'अनजानी गड़बड़ी',
  },
};
