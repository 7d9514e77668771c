import { ARTICLE_ROUTE } from '@studio/contracts/site-pages';
import type { NewsroomContent } from '../newsroom.js';
import { newsroom } from '../newsroom.js';
import type { PageDescriptions } from '../pageDescriptions.js';
import type { SearchPageContent } from '../search.js';
import { searchPage } from '../search.js';
import type { SitemapContent } from '../sitemap.js';
import { hindiIdentity } from './identity.js';

const studio = hindiIdentity.name;

/** The newsroom's words in Hindi; its counts and rules are the English page's. */
export const hindiNewsroom: NewsroomContent = {
  ...newsroom,
  eyebrow: 'न्यूज़रूम',
  heading: 'ख़बरें और कहानियाँ',
  intro: `नई रिलीज़, प्रोडक्शन, कलाकार और कार्यक्रम: ${studio} की ताज़ा ख़बरें, उन्हीं लोगों की ज़ुबानी जो इन्हें रचते हैं।`,
  featuredLabel: 'ख़ास कहानी',
  readMore: 'पूरी कहानी पढ़ें',
  searchLabel: 'ख़बरें खोजें',
  searchPlaceholder: 'ख़बरें खोजें...',
  categoriesLabel: 'श्रेणी के हिसाब से ख़बरें छाँटें',
  latestHeading: 'ताज़ा ख़बरें',
  loadMore: 'और कहानियाँ दिखाएँ',
  showLess: 'कम कहानियाँ दिखाएँ',
  noResults: '"{query}" के लिए कोई कहानी नहीं मिली',
  noResultsInCategory: 'इस श्रेणी में अभी कोई कहानी नहीं है',
  noResultsHint: 'कोई दूसरा शब्द या श्रेणी आज़माएँ।',
  feeds: {
    heading: 'न्यूज़रूम से जुड़े रहें',
    text: 'हर नई कहानी अपने फ़ीड रीडर में पाएँ।',
    rss: 'RSS फ़ीड',
    atom: 'Atom फ़ीड',
  },
};

/** The search page's and the header search's words in Hindi. */
export const hindiSearchPage: SearchPageContent = {
  ...searchPage,
  title: 'खोजें',
  intro: 'स्टूडियो की वेबसाइट पर पेज, जवाब और मदद खोजें।',
  searchLabel: 'वेबसाइट पर खोजें',
  searchPlaceholder: 'संगीत, वीडियो, सेवाएँ, मदद खोजें...',
  resultCount: {
    one: '"{query}" के लिए 1 नतीजा',
    other: '"{query}" के लिए {count} नतीजे',
    all: 'सभी {count} पेज और जवाब',
  },
  noResults: '"{query}" के लिए कुछ नहीं मिला',
  noResultsHint: 'दूसरे शब्द आज़माएँ या हमारी सेवाएँ देखें।',
  browseAll: 'सभी सेवाएँ देखें',
  typeLabels: { page: 'पेज', article: 'ख़बर', faq: 'सवाल-जवाब', help: 'मदद', track: 'ट्रैक' },
  typeGroups: {
    page: 'पेज',
    article: 'ख़बरें',
    faq: 'सवालों के जवाब',
    help: 'मदद के विषय',
    track: 'ट्रैक',
  },
  listingPages: 'सभी नतीजों के पन्ने',
  pageOf: 'पन्ना {page} / {pages}',
  previousPage: 'पिछला',
  nextPage: 'अगला',
  resultsLabel: 'खोज के नतीजे',
  headerPlaceholder: 'खोजें...',
  indexLoading: 'खोज तैयार हो रही है...',
  indexFailed: 'खोज अभी उपलब्ध नहीं है',
  indexFailedHint: 'खोज पेज खोलने के लिए Enter दबाएँ।',
  suggestions: ['संगीत प्रोडक्शन', 'म्यूज़िक वीडियो', 'मिक्सिंग', 'बुकिंग', 'भुगतान', 'भजन'],
  suggestionsLabel: 'लोकप्रिय खोजें',
};

/**
 * The sitemap page in Hindi (`/hi/site`): it lists the pages written in Hindi, so the Hindi 404's
 * "साइटमैप देखें" stays in Hindi.
 */
export const hindiSitemapPage: SitemapContent = {
  title: 'साइटमैप',
  intro: 'वेबसाइट के सभी हिन्दी पेज एक जगह, समूहों में, ताकि आप जो ढूँढ रहे हैं वह जल्दी मिल जाए।',
  back: 'होम पेज पर लौटें',
  groupTitles: {
    main: 'मुख्य पेज',
    music: 'संगीत और सामग्री',
    support: 'सहायता और मदद',
    legal: 'क़ानूनी जानकारी और निजता',
    additional: 'अन्य पेज',
  },
};

/** The descriptions of the Hindi listings and articles, by their default-language route. */
export const hindiListingDescriptions: Pick<
  PageDescriptions,
  '/newsroom' | '/search' | '/site' | typeof ARTICLE_ROUTE
> = {
  '/newsroom': `${studio} की ख़बरें: नई रिलीज़, म्यूज़िक वीडियो, प्रोडक्शन, कलाकार, प्रोजेक्ट और कार्यक्रम।`,
  '/search': `${studio} की वेबसाइट पर पेज, ख़बरें, ट्रैक, सवालों के जवाब और मदद के विषय खोजें।`,
  '/site': `${studio} की वेबसाइट के सभी हिन्दी पेज, समूहों में: मुख्य पेज, संगीत और सामग्री, सहायता और अन्य।`,
  [ARTICLE_ROUTE]: `${studio} के न्यूज़रूम से एक कहानी।`,
};
