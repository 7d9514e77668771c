import {
  type SERVICE_LABELS,
  UPCOMING_STAGES,
  UPCOMING_STAGE_LABELS,
  type UpcomingStage,
} from '@studio/contracts';
import { about } from '../about.js';
import { addressLine, siteConfig } from '../site.js';
import { contact } from '../contact.js';
import type { PersonCard } from '../display.js';
import { faq, type FaqCategory, type FaqItem } from '../faq.js';
import { home } from '../home.js';
import type { SiteImage } from '../images.js';
import type { CategoryCard, EmbedPlayer } from '../media.js';
import type { MessageFormTexts } from '../messageForms.js';
import { music } from '../music.js';
import type { FeaturedVideo } from '../releases.js';
import type { PageContents } from '../source.js';
import { trackLibrary, type SiteTrack, type TrackFilter } from '../tracks.js';
import { videoPage } from '../video.js';
import { hindiIdentity } from './identity.js';

/*
 * The site's default pages in Hindi, written as the studio speaks to its listeners. Each page is
 * the English page with its words replaced: images, links, ids, dates, numbers, icons and players
 * come from the English values, so only the words live here.
 */

const studio = hindiIdentity.name;
const { founded, email, stats } = siteConfig;

/** The Hindi words for `key`, or an error naming what has no translation yet. */
function wordsOf<W>(words: Readonly<Record<string, W>>, key: string): W {
  const found = Object.hasOwn(words, key) ? words[key] : undefined;
  if (found === undefined) throw new Error(`No Hindi words for "${key}".`);
  return found;
}

/** Each English item merged with its Hindi words, in order: both lists are the same length. */
function zipWords<T, W>(
  english: readonly T[],
  hindi: readonly W[],
  merge: (item: T, words: W) => T,
): T[] {
  if (english.length !== hindi.length)
    throw new Error(`${english.length} items but ${hindi.length} translations.`);
  return english.map((item, index) => {
    const words = hindi[index];
    if (words === undefined) throw new Error(`No Hindi words for item ${index}.`);
    return merge(item, words);
  });
}

/** An image with its alt text in Hindi. */
const withAlt = (image: SiteImage, alt: string): SiteImage => ({ ...image, alt });

/** A category card's words: its heading, its line and its link's label. */
type CardWords = { title: string; description: string; label: string };

const cardsIn = (cards: readonly CategoryCard[], words: readonly CardWords[]): CategoryCard[] =>
  zipWords(cards, words, (card, { title, description, label }) => ({
    ...card,
    title,
    description,
    link: { ...card.link, label },
  }));

/** The sentence under a player's facade, in Hindi (see `consentNotice`). */
export const hindiConsentNotice = (service: string) =>
  `यह प्लेयर ${service} से चलता है, और वहाँ से अलग कुकीज़ सेट की जा सकती हैं। प्लेयर अपने-आप लोड हों, इसके लिए मार्केटिंग कुकीज़ स्वीकार करें।`;

/** Each badge of home's Upcoming Releases in Hindi. */
export const hindiStageLabels: Readonly<Record<UpcomingStage, string>> = {
  latest: 'नई रिलीज़',
  'coming-soon': 'जल्द आ रहा है',
  'post-production': 'पोस्ट-प्रोडक्शन में',
};

/** The services of the message forms in Hindi, by their value. */
export const hindiServiceLabels: Readonly<Record<keyof typeof SERVICE_LABELS, string>> = {
  'music-production': 'संगीत प्रोडक्शन',
  'video-production': 'वीडियो प्रोडक्शन',
  'mixing-mastering': 'मिक्सिंग और मास्टरिंग',
  'artist-development': 'कलाकार विकास',
  distribution: 'संगीत डिस्ट्रीब्यूशन',
  consultation: 'परामर्श',
  'technical-support': 'तकनीकी सहायता',
  billing: 'बिलिंग और भुगतान',
  other: 'अन्य',
};

/**
 * Song and video titles, artists and genres as the studio writes them in Hindi, by their English
 * form: Hindi songs in their own words, English titles spelt out in Devanagari.
 */
const names: Readonly<Record<string, string>> = {
  // Releases and tracks.
  'Radha Shyam Salone Ko': 'राधा श्याम सलोने को',
  'Radha Shyam Salone Ko (Official Lyric Video)': 'राधा श्याम सलोने को (आधिकारिक लिरिक वीडियो)',
  'As It Was': 'ऐज़ इट वॉज़',
  'Vande Bharat Sunrise': 'वंदे भारत सनराइज़',
  'Desh Ki Mitti': 'देश की मिट्टी',
  'Desh Ki Mitti (Official Music Video)': 'देश की मिट्टी (आधिकारिक म्यूज़िक वीडियो)',
  'Chhath Ke Geet': 'छठ के गीत',
  'Chhath Ke Geet (Live at the Ghat)': 'छठ के गीत (घाट से लाइव)',
  'Sawan Ki Bhor': 'सावन की भोर',
  'Monsoon Letters': 'मॉनसून लेटर्स',
  'Neon Ghats': 'नियॉन घाट्स',
  'Midnight in Varanasi': 'मिडनाइट इन वाराणसी',
  'Safar – The Journey': 'सफ़र – द जर्नी',
  // Artists.
  'Aarav Mehta': 'आरव मेहता',
  'Meera Joshi': 'मीरा जोशी',
  'The Sargam Collective': 'द सरगम कलेक्टिव',
  'Sunita Devi & Sargam Choir': 'सुनीता देवी और सरगम कॉयर',
  'DJ Kabir': 'डीजे कबीर',
  'Rohan Verma': 'रोहन वर्मा',
  'Ananya Rao': 'अनन्या राव',
  'Ishaan Kapoor': 'ईशान कपूर',
  // Genres.
  Pop: 'पॉप',
  'Bhakti Song': 'भक्ति गीत',
  'Indie Folk': 'इंडी फ़ोक',
  'Chhath Puja': 'छठ पूजा',
  Electronic: 'इलेक्ट्रॉनिक',
  'Desh Bhakti': 'देशभक्ति',
  'Lo-fi': 'लो-फ़ाई',
  'Film Score': 'फ़िल्म स्कोर',
};

/** A song, video, artist or genre name in Hindi, by its English form (undefined: none written). */
export const hindiNameOf = (english: string): string | undefined =>
  Object.hasOwn(names, english) ? names[english] : undefined;

/** The alt text of each release's artwork, by the artwork's name. */
const artworkAlts: Readonly<Record<string, string>> = {
  'cover-radha-shyam-salone-ko': 'साँझ के बैंगनी आसमान पर नीले और सुनहरे रंग का मोरपंख',
  'cover-as-it-was': 'ध्वनि के गोल छल्लों के पीछे ढलता केसरिया सूरज',
  'cover-vande-bharat-sunrise': 'क्षितिज से उठती केसरिया, सफ़ेद और हरी किरणें',
  'video-radha-shyam': 'दीयों की सुनहरी रोशनी पर रखा मोरपंख',
  'video-desh-ki-mitti': 'उगते सूरज के नीचे सुनहरे गेहूँ के खेत',
  'video-chhath-ke-geet': 'नदी के पानी में झिलमिलाता सुनहरा सूर्योदय और तैरते दीये',
};

// Home

/** The links under home's posters, by their English label. */
const posterLinks: Readonly<Record<string, string>> = {
  'Read the release story': 'रिलीज़ की पूरी कहानी पढ़ें',
  'Read about the album': 'एल्बम के बारे में पढ़ें',
  'Go behind the video': 'वीडियो के पीछे की कहानी',
  'Get notified at launch': 'रिलीज़ होते ही सूचना पाएँ',
};

const stageOf = (label: string): UpcomingStage => {
  const stage = UPCOMING_STAGES.find((candidate) => UPCOMING_STAGE_LABELS[candidate] === label);
  if (!stage) throw new Error(`No stage is labelled "${label}".`);
  return stage;
};

const hindiHome = {
  ...home,
  hero: {
    ...home.hero,
    eyebrow: hindiIdentity.tagline,
    title: studio,
    headline: 'भक्ति में डूबे गीत, और उन्हें दूर तक पहुँचाती फ़िल्में',
    lead: `${studio} दिल को छू लेने वाला संगीत रिकॉर्ड, मिक्स और फ़िल्माता है: आत्मीय भजनों से लेकर पूरे म्यूज़िक वीडियो तक। ${founded} से अब तक हम ${stats.artists} कलाकारों के साथ ${stats.projects} प्रोजेक्ट साकार कर चुके हैं।`,
    watchNow: { ...home.hero.watchNow, label: 'अभी देखें' },
    scrollCue: 'आने वाली रिलीज़ तक स्क्रॉल करें',
    image: withAlt(
      home.hero.image,
      'मिक्सिंग कंसोल पर फैलती मंच की गर्म रोशनी और केसरिया-बैंगनी रंगों में लहराती ध्वनि-तरंग',
    ),
  },
  releases: {
    ...home.releases,
    heading: 'आने वाली रिलीज़',
    intro: 'जो अभी-अभी स्टूडियो से निकला है और जो जल्द आने वाला है। पोस्टर खोलकर उसे पूरे आकार में देखें।',
    posters: home.releases.posters.map(({ badge, page, ...poster }) => ({
      ...poster,
      alt: wordsOf(names, poster.alt),
      ...(badge ? { badge: { ...badge, label: hindiStageLabels[stageOf(badge.label)] } } : {}),
      ...(page ? { page: { ...page, label: wordsOf(posterLinks, page.label) } } : {}),
    })),
  },
  latestContent: {
    heading: 'ताज़ा पेशकश',
    intro: 'हमारा सबसे नया ट्रैक और सबसे नया वीडियो, सीधे स्टूडियो से।',
  },
  whyChoose: {
    ...home.whyChoose,
    heading: `${studio} ही क्यों`,
    intro: 'पहले डेमो से आख़िरी फ़्रेम तक एक ही टीम: आवाज़, तस्वीर, और वे लोग जिन्हें दोनों की उतनी ही परवाह है।',
    features: zipWords(
      home.whyChoose.features,
      [
        {
          title: 'स्टूडियो-स्तर की क्वालिटी',
          description:
            'ध्वनि के लिए तैयार किए गए लाइव रूम, एनालॉग की गर्माहट और हर प्लेटफ़ॉर्म के लिए ट्यून की गई मास्टरिंग चेन, ताकि आपका गीत फ़ोन के स्पीकर पर भी उतना ही अच्छा लगे जितना सिनेमा हॉल में।',
        },
        {
          title: 'रचनात्मक दृष्टि',
          description:
            'प्रोड्यूसर, निर्देशक और डिज़ाइनर मिलकर एक रिलीज़ गढ़ते हैं: संगीत का संयोजन, वीडियो की कहानी और आर्टवर्क, तीनों एक ही बात कहते हैं।',
        },
        {
          title: 'दुनिया भर तक पहुँच',
          description:
            'हर बड़ी स्ट्रीमिंग सेवा पर डिस्ट्रीब्यूशन, और एक चैनल जो भारत, खाड़ी देशों, यूरोप और उत्तरी अमेरिका के श्रोताओं तक पहुँचता है।',
        },
      ],
      (feature, words) => ({ ...feature, ...words }),
    ),
  },
  stayConnected: {
    ...home.stayConnected,
    heading: 'जुड़े रहें',
    text: 'नए गीत, पर्दे के पीछे की झलकियाँ और लाइव सेशन सबसे पहले हमारे चैनल पर आते हैं। सब्सक्राइब करें, ताकि कोई भी रिलीज़ छूट न जाए।',
    subscribe: { ...home.stayConnected.subscribe, label: 'सब्सक्राइब करें' },
    subscribers: `${stats.subscribers} सब्सक्राइबर्स के परिवार से जुड़ें`,
  },
} satisfies PageContents['home'];

// About

/** The core team in Hindi, by the English name. */
const teamWords: Readonly<Record<string, Pick<PersonCard, 'name' | 'role' | 'bio'>>> = {
  'Rohan Sharma': {
    name: 'रोहन शर्मा',
    role: 'संस्थापक और प्रोड्यूसर',
    bio: `रोहन ने ${founded} में एक माइक्रोफ़ोन, उधार के कंसोल और एक संकल्प के साथ यह स्टूडियो शुरू किया: भक्ति और लोक संगीत को उसी लगन से रिकॉर्ड करना, जो आमतौर पर फ़िल्मी संगीत को ही मिलती है। आज भी हमारी ज़्यादातर रिलीज़ वे ख़ुद प्रोड्यूस करते हैं, हारमोनियम के पहले टेक से लेकर आख़िरी मास्टर तक।`,
  },
  'Ananya Iyer': {
    name: 'अनन्या अय्यर',
    role: 'प्रोडक्शन डिज़ाइनर और निर्देशक',
    bio: 'कैमरे के पीछे आने से पहले अनन्या ने थिएटर के लिए सेट डिज़ाइन सीखा। वे हमारे म्यूज़िक वीडियो निर्देशित करती हैं और हर फ़्रेम गीत की कहानी के हिसाब से गढ़ती हैं, नदी किनारे छठ की सुबहों से लेकर सावन में भीगी छतों तक।',
  },
  'Kavya Mishra': {
    name: 'काव्या मिश्रा',
    role: 'गायिका, संगीतकार और गीतकार',
    bio: `काव्या हिंदी, भोजपुरी और अवधी में लिखती और गाती हैं। उनकी धुनों में शास्त्रीय राग उन लोकधुनों से मिलते हैं जिन्हें सुनते हुए वे बड़ी हुईं, और उनके लिखे बोल ${studio} की पहचान बन चुके हैं।`,
  },
};

const founderWords = wordsOf(teamWords, about.founder.name);

const hindiAbout = {
  ...about,
  hero: {
    ...about.hero,
    eyebrow: 'हमारी कहानी',
    title: `${studio} के बारे में`,
    lead: `${founded} में शुरू हुआ एक संगीत और फ़िल्म प्रोडक्शन स्टूडियो और रिकॉर्ड लेबल, जो ऐसे गीत और कहानियाँ रचता है जो घर-आँगन की आवाज़ को दुनिया भर के श्रोताओं तक पहुँचाती हैं।`,
    image: withAlt(
      about.hero.image,
      'साँझ के समय एक रिकॉर्डिंग रूम: तानपुरा, माइक्रोफ़ोन और लकड़ी के पैनलों पर पड़ती गर्म रोशनी',
    ),
  },
  founder: {
    ...about.founder,
    heading: 'हमारे संस्थापक से मिलिए',
    name: founderWords.name,
    role: founderWords.role,
    paragraphs: [
      `${founderWords.name} का बचपन रविवार सुबह मंदिर में गाए जाने वाले भजनों और रेडियो पर बजते फ़िल्मी गीतों के बीच बीता। कई साल सेशन कीबोर्ड वादक और मिक्सिंग इंजीनियर के रूप में काम करने के बाद उन्होंने ${studio} की नींव रखी, ताकि भक्ति और क्षेत्रीय संगीत को वह प्रोडक्शन मिल सके जिसका वह सचमुच हक़दार है।`,
      'उनका मानना है कि कोई गीत तभी पूरा होता है जब उसमें सच्चाई सुनाई दे: गायक की हर साँस बची रहे, हर वाद्य को अपनी जगह मिले, और ऐसा कुछ न जोड़ा जाए जिसकी गीत को ज़रूरत ही नहीं।',
    ],
    quote: 'हम चलन के पीछे नहीं भागते। हम वह रिकॉर्ड करते हैं जिसे लोग बीस साल बाद भी सुनना चाहें।',
  },
  story: {
    heading: 'हमारी कहानी',
    paragraphs: [
      `${studio} की शुरुआत ${founded} में ${hindiIdentity.address.city} के एक छोटे-से कमरे से हुई, जहाँ विदेश में बसे भारतीय कलाकार अपनी भाषा में, ऐसे इंजीनियरों के साथ रिकॉर्ड कर सकते थे जो उनके संगीत को समझते थे।`,
      'बात परिवारों, मंदिरों और सामुदायिक भवनों से होती हुई फैलती गई। गायक अपने माता-पिता को साथ लाने लगे, कवि अपनी डायरियाँ, और दो साल के भीतर हमने एक फ़िल्म यूनिट भी जोड़ ली, ताकि हर गीत की कहानी पर्दे पर भी कही जा सके।',
      `आज हम एक पूरा स्टूडियो और रिकॉर्ड लेबल हैं: ${stats.artists} कलाकार हमारे साथ जुड़े हैं और ${stats.projects} प्रोजेक्ट रिलीज़ हो चुके हैं, एक-एक भक्ति गीत से लेकर पूरे एल्बम और दो महाद्वीपों में फ़िल्माए गए म्यूज़िक वीडियो तक।`,
    ],
  },
  mission: {
    heading: 'हमारा उद्देश्य',
    text: 'परंपरा में रचे-बसे संगीत को आधुनिक स्टूडियो की कारीगरी के साथ रिकॉर्ड करना, सँवारना और लोगों तक पहुँचाना, और हमारे पास आने वाले हर कलाकार को ऐसी टीम देना जो उसके गीत को अपना गीत समझे।',
  },
  numbers: {
    heading: 'आँकड़ों की ज़ुबानी',
    items: zipWords(
      about.numbers.items,
      ['रिलीज़ हुए प्रोजेक्ट', 'कलाकारों के साथ रिकॉर्डिंग', 'संगीत के साल', 'ग्राहकों की संतुष्टि'],
      (item, label) => ({ ...item, label }),
    ),
  },
  values: {
    heading: 'हमारे मूल्य',
    items: zipWords(
      about.values.items,
      [
        {
          title: 'उत्कृष्टता',
          description:
            'गीत को ज़रूरत हो, तो हम एक और टेक, मिक्स का एक और दौर और कलर ग्रेडिंग का एक और दिन लगाने से पीछे नहीं हटते।',
        },
        {
          title: 'नवाचार',
          description:
            'स्पेशियल ऑडियो, हाइब्रिड ऑर्केस्ट्रा और पुरानी कहानियों को फ़िल्माने के नए ढंग: सदाबहार संगीत के लिए हम नए औज़ार लाते हैं।',
        },
        {
          title: 'मिल-जुलकर काम',
          description:
            'हर फ़ैसले के वक़्त कलाकार कमरे में मौजूद रहते हैं। अच्छे विचार जितनी बार प्रोड्यूसर से आते हैं, उतनी ही बार गायक से भी।',
        },
        {
          title: 'मौलिकता',
          description:
            'हम भाषाओं, बोलियों और वाद्यों को उनकी जड़ों से जुड़ा रखते हैं, उन्हें घिस-माँजकर एक जैसा नहीं बनाते।',
        },
        {
          title: 'समुदाय',
          description:
            'मंदिरों की भजन मंडलियों और स्कूली समूहों के लिए मुफ़्त रिकॉर्डिंग के दिन, और हर मौसम में युवा इंजीनियरों के लिए वर्कशॉप।',
        },
        {
          title: 'प्रकृति का ध्यान',
          description:
            'स्टूडियो की छत पर सौर ऊर्जा, शूटिंग के लिए ख़रीदने के बजाय किराये के उपकरण, और डिजिटल-फ़र्स्ट रिलीज़।',
        },
      ],
      (value, words) => ({ ...value, ...words }),
    ),
  },
  journey: {
    heading: 'हमारा सफ़र',
    milestones: zipWords(
      about.journey.milestones,
      [
        {
          title: 'पहला कमरा',
          text: `${founderWords.name} ने एक लाइव रूम के साथ ${studio} की शुरुआत की और यहीं पहला भक्ति एल्बम रिकॉर्ड हुआ।`,
        },
        {
          title: 'अपना रिकॉर्ड लेबल',
          text: 'हमने अपने लेबल से संगीत रिलीज़ करना शुरू किया और पहले दस कलाकार हमसे जुड़े।',
        },
        {
          title: 'घर बैठे सेशन',
          text: 'जब आना-जाना थम गया, तो हमने गायकों के घरों में छोटे स्टूडियो तैयार करवाए और वहीं से रिकॉर्ड करके पूरे एल्बम बनाए।',
        },
        {
          title: 'फ़िल्म यूनिट',
          text: 'हमारे पहले म्यूज़िक वीडियो: छठ पूजा के गीतों का एक संग्रह, गंगा किनारे फ़िल्माया गया।',
        },
        {
          title: 'एक साल में 100 रिलीज़',
          text: 'डॉल्बी एटमॉस वाले नए मिक्सिंग सूट और दूसरे लाइव रूम से हमारी रिकॉर्डिंग की क्षमता दोगुनी हो गई।',
        },
        {
          title: 'दुनिया भर में',
          text: `हमारे चैनल के ${stats.subscribers} सब्सक्राइबर्स हो गए और हमारे गीत 40 से ज़्यादा देशों के श्रोताओं तक पहुँचे।`,
        },
      ],
      (milestone, words) => ({ ...milestone, ...words }),
    ),
  },
  lookingForward: {
    heading: 'आगे की राह',
    paragraphs: [
      'अब हम फ़िल्मों और वेब सीरीज़ के लिए एक स्कोरिंग स्टेज बना रहे हैं, और एक ऐसा आर्टिस्ट प्रोग्राम जो नई आवाज़ों को उनके पहले डेमो से पहले एल्बम तक ले जाए।',
      'हम जो भी नया जोड़ें, वादा वही रहेगा: सच्चे गीत, पूरे मन से बनाए हुए, उन लोगों के लिए जो उन्हें दिल से चाहते हैं।',
    ],
  },
  team: {
    ...about.team,
    heading: 'हमारी टीम से मिलिए',
    intro: 'सुरों और पर्दे के पीछे के लोग।',
    members: about.team.members.map((member) => ({
      ...member,
      ...wordsOf(teamWords, member.name),
    })),
    experience: `शुरुआती दिनों से ${studio} परिवार का हिस्सा, सैकड़ों रिकॉर्डिंग और प्रोडक्शन के बरसों के अनुभव के साथ।`,
    viewFullTeam: { ...about.team.viewFullTeam, label: 'पूरी टीम देखें' },
  },
  back: { ...about.back, label: 'होम पेज पर लौटें' },
} satisfies PageContents['about'];

// Music

/** A music page player in Hindi: its title, its artist and genre, its poster's alt text. */
const playerInHindi = (player: EmbedPlayer): EmbedPlayer => ({
  ...player,
  title: wordsOf(names, player.title),
  subtitle: player.subtitle
    .split(' · ')
    .map((part) => wordsOf(names, part))
    .join(' · '),
  poster: withAlt(player.poster, wordsOf(artworkAlts, player.poster.name)),
});

const hindiMusic = {
  ...music,
  hero: {
    ...music.hero,
    eyebrow: 'संगीत',
    heading: 'मन को छू लेने वाला संगीत',
    lead: `एक ही माइक्रोफ़ोन के इर्द-गिर्द रिकॉर्ड किए भजनों से लेकर ऑर्केस्ट्रा वाले गानों और देर रात के लो-फ़ाई तक: ${studio} जो कुछ लिखता, रिकॉर्ड करता और रिलीज़ करता है, सब यहाँ है।`,
    image: withAlt(music.hero.image, 'एक चमकते केंद्र से फैलते केसरिया और बैंगनी ध्वनि-वलय'),
  },
  startListening: { ...music.startListening, label: 'सुनना शुरू करें' },
  players: {
    ...music.players,
    heading: 'अभी सुनिए',
    intro: 'हमारे लेबल के तीन गीत, सीधे स्ट्रीमिंग सेवा से।',
    notice: hindiConsentNotice('स्ट्रीमिंग सेवा'),
    items: music.players.items.map(playerInHindi),
  },
  categories: {
    heading: 'हमारा संगीत खोजें',
    items: cardsIn(music.categories.items, [
      {
        title: 'नई रिलीज़',
        description: 'हमारे लेबल के सबसे नए गीत, हर एक की झलक के साथ।',
        label: 'नई रिलीज़ देखें',
      },
      {
        title: 'चुनिंदा प्लेलिस्ट',
        description: 'भक्ति भरी सुबहें, देशभक्ति के तराने और देर रात की पढ़ाई के साथी गीत।',
        label: 'प्लेलिस्ट खोलें',
      },
      {
        title: 'कलाकारों से मिलिए',
        description: 'हमारे संगीत के पीछे के गायक, वादक और प्रोड्यूसर, उन्हीं की ज़ुबानी।',
        label: 'कलाकारों की कहानियाँ पढ़ें',
      },
      {
        title: 'शैलियों की सैर',
        description: 'भक्ति, देशभक्ति, छठ, पॉप, लोक, लो-फ़ाई और फ़िल्म स्कोर: सब एक जगह खोजें।',
        label: 'ट्रैक लाइब्रेरी देखें',
      },
    ]),
  },
} satisfies PageContents['music'];

// Video

/** The featured videos' descriptions in Hindi, by the platform's id. */
const videoDescriptions: Readonly<Record<string, string>> = {
  q3Xk7LmRb2E:
    'मीरा जोशी हमारा जन्माष्टमी भजन हारमोनियम, तबले और बारह स्वरों के कोरस के साथ लाइव गाती हैं; स्टूडियो में दीयों की रोशनी में एक ही शाम में फ़िल्माया गया।',
  Dk9mPz4VhQw:
    'हरियाणा के गेहूँ के खेतों में, उन्हें जोतने-बोने वाले परिवारों के साथ, तीन सुबहों में फ़िल्माया गया: उस मिट्टी के नाम एक गीत जो पूरे देश का पेट भरती है।',
  Ch7aTh2Ug1Y:
    'भोर में नदी किनारे गाए गए छठ के पारंपरिक गीत, वहीं रिकॉर्ड और फ़िल्माए गए जहाँ उनका असली घर है: पानी, घंटियों और परिवारों के बीच।',
};

const videoInHindi = (video: FeaturedVideo): FeaturedVideo => ({
  ...video,
  title: wordsOf(names, video.title),
  artist: wordsOf(names, video.artist),
  description: wordsOf(videoDescriptions, video.id),
  genre: wordsOf(names, video.genre),
  thumbnail: withAlt(video.thumbnail, wordsOf(artworkAlts, video.thumbnail.name)),
});

const hindiVideo = {
  ...videoPage,
  hero: {
    ...videoPage.hero,
    eyebrow: 'वीडियो',
    heading: 'सुर और रोशनी में कही कहानियाँ',
    lead: `म्यूज़िक वीडियो, लाइव सेशन और इन दोनों के बनने की कहानी: ${studio} की फ़िल्में, उसी लगन से शूट की गईं जो हम हर गीत में लगाते हैं।`,
    image: withAlt(
      videoPage.hero.image,
      'केसरिया और बैंगनी रोशनी की किरणों के बीच से बल खाती फ़िल्म की रील',
    ),
  },
  startWatching: { ...videoPage.startWatching, label: 'देखना शुरू करें' },
  featured: {
    ...videoPage.featured,
    heading: 'चुनिंदा वीडियो',
    intro: 'हमारी सबसे नई फ़िल्में। चाहें तो यहीं चलाएँ, या अपने पसंदीदा प्लेटफ़ॉर्म पर खोलें।',
    notice: hindiConsentNotice('वीडियो प्लेटफ़ॉर्म'),
    menuLabel: 'देखने के और तरीके',
    playHere: 'यहीं चलाएँ',
    youtube: 'यूट्यूब पर देखें',
    vimeo: 'वीमियो पर देखें',
    instagram: 'इंस्टाग्राम पर देखें',
    close: '{title} बंद करें',
    play: '{title} चलाएँ',
    items: videoPage.featured.items.map(videoInHindi),
  },
  categories: {
    heading: 'श्रेणी के अनुसार देखें',
    items: cardsIn(videoPage.categories.items, [
      {
        title: 'म्यूज़िक वीडियो',
        description: 'भक्ति से लेकर देशभक्ति तक, हमारी रिलीज़ के आधिकारिक वीडियो।',
        label: 'म्यूज़िक वीडियो देखें',
      },
      {
        title: 'लाइव प्रस्तुतियाँ',
        description: 'भक्ति संध्या की शामें और स्टूडियो से सीधे लाइव सेशन।',
        label: 'लाइव प्रस्तुतियाँ देखें',
      },
      {
        title: 'पर्दे के पीछे',
        description: 'हमारे गीत कैसे रिकॉर्ड होते हैं और वीडियो कैसे शूट होते हैं।',
        label: 'कहानियाँ पढ़ें',
      },
      {
        title: 'ट्यूटोरियल',
        description: 'हमारे इंजीनियर और निर्देशक बताते हैं कि वे कैसे मिक्स, शूट और एडिट करते हैं।',
        label: 'ट्यूटोरियल देखें',
      },
    ]),
  },
} satisfies PageContents['video'];

// Tracks

/** Each track's description and its cover's alt text in Hindi, by the track's id. */
const trackWords: Readonly<Record<string, { description: string; coverAlt: string }>> = {
  'as-it-was': {
    description:
      'हमारा ख़ास सिंगल: उस शहर पर एक चहकता, खट्टा-मीठा पॉप गीत, जिसे आप पीछे छोड़ आते हैं पर जो आपके साथ ही रहता है। स्टूडियो A में प्रोड्यूस, मिक्स और मास्टर किया गया।',
    coverAlt: 'ध्वनि के गोल छल्लों के पीछे ढलता केसरिया सूरज',
  },
  'radha-shyam-salone-ko': {
    description:
      'जन्माष्टमी का भक्ति गीत, एक ही माइक्रोफ़ोन के चारों ओर बैठकर लाइव रिकॉर्ड किया गया, हारमोनियम, तबले और बारह स्वरों के कोरस के साथ।',
    coverAlt: 'साँझ के बैंगनी आसमान पर नीले और सुनहरे रंग का मोरपंख',
  },
  'monsoon-letters': {
    description:
      'अकूस्टिक गिटार, चेलो और पहली बारिश की असली आवाज़ें: एक दोपहर में लिखा गया गीत, जब बिजली चली गई थी।',
    coverAlt: 'धूसर-नीले आसमान से फ़िरोज़ी लकीरों की तरह गिरती बारिश की बूँदें',
  },
  'chhath-ke-geet': {
    description:
      'छठ के पारंपरिक गीत, भोर में नदी किनारे गाए गए और कोरस, ढोलक व बाँसुरी के साथ सजाए गए। सबसे पहले यहीं सुनिए।',
    coverAlt: 'लहराते नदी के पानी में झिलमिलाता सुनहरा सूर्योदय',
  },
  'neon-ghats': {
    description:
      'मंदिर की घंटियों और शहनाई के लूप पर बना देर रात का क्लब ट्रैक, उस पहर के लिए जब घाटों की बत्तियाँ जल उठती हैं।',
    coverAlt: 'पानी तक उतरती अँधेरी सीढ़ियों पर मैजेंटा और सियान रोशनी की धारियाँ',
  },
  'vande-bharat-sunrise': {
    description:
      'पूरे ऑर्केस्ट्रा और बच्चों के कोरस के लिए रचा देशभक्ति गान, स्वतंत्रता दिवस के लिए रिकॉर्ड हुआ और तब से स्कूलों की प्रार्थना सभाओं में गूँज रहा है।',
    coverAlt: 'क्षितिज से उठती केसरिया, सफ़ेद और हरी किरणें',
  },
  'midnight-in-varanasi': {
    description:
      'टेप की हल्की सरसराहट और रिमझिम बारिश के साथ सितार की एक धीमी लो-फ़ाई धुन, देर रात की पढ़ाई और शांत रेल सफ़र के लिए।',
    coverAlt: 'तैरते दीयों वाली अँधेरी नदी के ऊपर अर्धचंद्र',
  },
  'safar-the-journey': {
    description:
      'हमारी लघु फ़िल्म "सफ़र" की मुख्य धुन: स्ट्रिंग्स, संतूर और एक अकेली बाँसुरी, जो घर लौटती सड़क के साथ-साथ चलती है।',
    coverAlt: 'बैंगनी पहाड़ियों के पार सुनहरी रोशनी से खिंची घुमावदार सड़क',
  },
};

/** A track in Hindi; its row's alt text is written as `siteTrack` writes the English one. */
const trackInHindi = (track: SiteTrack): SiteTrack => {
  const { description, coverAlt } = wordsOf(trackWords, track.id);
  const title = wordsOf(names, track.title);
  return {
    ...track,
    title,
    artist: wordsOf(names, track.artist),
    description,
    genre: wordsOf(names, track.genre),
    cover: withAlt(track.cover, coverAlt),
    coverAlt: `"${title}" का कवर: ${coverAlt}`,
  };
};

const trackFilterLabels: Readonly<Record<TrackFilter | 'all', string>> = {
  all: 'सभी ट्रैक',
  recent: 'नई रिलीज़',
  popular: 'सबसे लोकप्रिय',
  featured: 'चुनिंदा',
  exclusive: 'सिर्फ़ यहाँ',
};

const hindiTrackLibrary = {
  ...trackLibrary,
  eyebrow: 'ट्रैक लाइब्रेरी',
  heading: 'हमारे ट्रैक सुनिए',
  intro: `${studio} के रिकॉर्ड, प्रोड्यूस और रिलीज़ किए हर गीत की झलक सुनिए: नए, लोकप्रिय, चुनिंदा या सिर्फ़ यहाँ मिलने वाले ट्रैक छाँटें, या किसी गीत, कलाकार या शैली का नाम खोजें।`,
  filters: trackLibrary.filters.map((filter) => ({
    ...filter,
    label: wordsOf(trackFilterLabels, filter.value),
  })),
  searchLabel: 'ट्रैक खोजें',
  searchPlaceholder: 'ट्रैक, कलाकार या शैली खोजें...',
  emptyText: 'कोई दूसरा गीत, कलाकार या शैली आज़माइए, या लाइब्रेरी के सारे ट्रैक देखिए।',
  resetLabel: 'सभी ट्रैक दिखाएँ',
  previewError: 'इस ट्रैक की ऑडियो झलक उपलब्ध नहीं है',
  back: { ...trackLibrary.back, label: 'संगीत पर लौटें' },
  tracks: trackLibrary.tracks.map(trackInHindi),
} satisfies PageContents['trackLibrary'];

// FAQ

const faqCategoryLabels: Readonly<Record<FaqCategory | 'all', string>> = {
  all: 'सभी',
  'music-production': 'संगीत प्रोडक्शन',
  'video-production': 'वीडियो प्रोडक्शन',
  billing: 'भुगतान',
  technical: 'तकनीकी',
  general: 'सामान्य',
};

const hindiFaq = {
  ...faq,
  eyebrow: 'सहायता',
  title: 'अक्सर पूछे जाने वाले प्रश्न',
  intro: `${studio} के साथ काम करने से जुड़े सवालों के सीधे जवाब: बुकिंग, प्रोडक्शन में लगने वाला समय, भुगतान और तकनीकी बातें।`,
  searchLabel: 'प्रश्न खोजें',
  searchPlaceholder: 'प्रश्न और उत्तर खोजें...',
  filterLabel: 'विषय के अनुसार प्रश्न छाँटें',
  categories: faq.categories.map((category) => ({
    ...category,
    label: wordsOf(faqCategoryLabels, category.value),
  })),
  noMatch: 'आपकी खोज से मिलता कोई प्रश्न नहीं मिला। कोई दूसरा शब्द आज़माएँ या कोई और विषय चुनें।',
  // Each question keeps its English id: the anchors of `/faq#…` stay the same in both languages.
  items: zipWords<FaqItem, Pick<FaqItem, 'question' | 'answer'>>(
    faq.items,
    [
      {
        question: 'रिकॉर्डिंग सेशन कैसे बुक करें?',
        answer:
          'संपर्क फ़ॉर्म से अपने प्रोजेक्ट के बारे में बताएँ या स्टूडियो में फ़ोन करें: आप क्या और कब रिकॉर्ड करना चाहते हैं, और हम ईमेल से आपका स्लॉट पक्का कर देंगे। रिकॉर्डिंग सेशन कम से कम 2 हफ़्ते पहले बुक करें, ताकि हम रूम, इंजीनियर और ज़रूरत के सेशन संगीतकारों का इंतज़ाम कर सकें।',
      },
      {
        question: 'पहले सेशन में क्या साथ लाएँ?',
        answer:
          'अपने वाद्य, गीत के बोल, रेफ़रेंस ट्रैक और आपके पास जो भी डेमो या स्टेम हों, साथ लाएँ। माइक्रोफ़ोन, मॉनिटरिंग, हेडफ़ोन और बैकलाइन हमारी ओर से हैं; किसी ख़ास एम्प्लिफ़ायर या कीबोर्ड की ज़रूरत हो तो बुकिंग के समय बता दें, हम उसे तैयार रखेंगे।',
      },
      {
        question: 'क्या आप कहीं और रिकॉर्ड हुआ मेरा गीत मिक्स या मास्टर कर सकते हैं?',
        answer:
          'ज़रूर। मिक्सिंग के लिए मल्टीट्रैक स्टेम भेजें (WAV, 24-बिट, सभी एक ही जगह से शुरू होते हुए), या मास्टरिंग के लिए फ़ाइनल स्टीरियो मिक्स। पहला वर्ज़न आपको सुनने के लिए मिलेगा, और दो बार बदलाव इसमें शामिल हैं।',
      },
      {
        question: 'एक म्यूज़िक वीडियो बनने में कितना समय लगता है?',
        answer:
          'सादा वीडियो, जैसे एक ही लोकेशन पर परफ़ॉर्मेंस शूट, आमतौर पर शूट से फ़ाइनल कट तक 1-2 हफ़्ते लेता है। कई लोकेशन, कलाकारों, कोरियोग्राफ़ी या विज़ुअल इफ़ेक्ट्स वाले बड़े प्रोडक्शन में प्री-प्रोडक्शन समेत 4-8 हफ़्ते लगते हैं।',
      },
      {
        question: 'क्या आप वीडियो के कॉन्सेप्ट और स्क्रिप्ट में मदद करते हैं?',
        answer:
          'हमारी क्रिएटिव डायरेक्शन टीम आपके साथ बैठकर विचार को आकार देती है: ट्रीटमेंट, स्टोरीबोर्ड, लोकेशन, स्टाइलिंग और शॉट लिस्ट। शूट से पहले हर क़दम आपकी मंज़ूरी से आगे बढ़ता है, ताकि सेट पर कोई अनचाहा अचरज न हो।',
      },
      {
        question: 'भुगतान कैसे होता है?',
        answer:
          'आमतौर पर आपकी तारीख़ें पक्की करने के लिए 50% पहले, और बाक़ी 50% काम पूरा होने पर, फ़ाइनल फ़ाइलें सौंपने से पहले। हम बैंक ट्रांसफ़र और कार्ड से भुगतान लेते हैं और हर प्रोजेक्ट का ब्योरेवार बिल भेजते हैं।',
      },
      {
        question: 'सेशन रद्द करने के नियम क्या हैं?',
        answer:
          'कम से कम 48 घंटे पहले बताने पर आप सेशन बिना किसी शुल्क के रद्द कर सकते हैं या आगे बढ़ा सकते हैं। उसके बाद रद्द करने पर देर से रद्द करने का शुल्क लग सकता है, क्योंकि स्टूडियो और टीम आपके लिए आरक्षित रखे गए थे।',
      },
      {
        question: 'फ़ाइनल फ़ाइलें किन फ़ॉर्मैट में मिलती हैं?',
        answer:
          'मास्टर सेशन के सैंपल रेट पर 24-बिट WAV में मिलते हैं, साथ में डिस्ट्रीब्यूशन के लिए 16-बिट/44.1 kHz WAV और हाई-क्वालिटी MP3; वीडियो ProRes मास्टर और स्ट्रीमिंग प्लेटफ़ॉर्म के लिए तैयार H.264 फ़ाइलों में। माँगने पर स्टेम भी दिए जाते हैं।',
      },
      {
        question: 'सपोर्ट टीम कितनी जल्दी जवाब देती है?',
        answer: `हमारी सपोर्ट टीम सोमवार से शुक्रवार, 24 घंटे के भीतर जवाब देती है। ${email} पर लिखें या सपोर्ट फ़ॉर्म भरें, और अपने प्रोजेक्ट का नाम ज़रूर बताएँ ताकि हम आपकी फ़ाइलें तुरंत ढूँढ सकें।`,
      },
      {
        question: 'आप किनके साथ काम करते हैं?',
        answer: `${founded} से हम स्वतंत्र कलाकारों, बैंड, लेबल, ब्रांड और फ़िल्मकारों के साथ काम कर रहे हैं, भक्ति और लोक संगीत पर उतना ही जितना पॉप और फ़िल्म स्कोर पर। पहली बार रिकॉर्ड करने वाले कलाकारों का भी उतना ही स्वागत है जितना जाने-माने नामों का।`,
      },
    ],
    (item, words) => ({ ...item, ...words }),
  ),
  stillHaveQuestions: {
    title: 'अब भी कोई सवाल है?',
    text: 'ऊपर के जवाबों में जो बात न मिले, उसमें हमारी टीम ख़ुशी से आपकी मदद करेगी।',
    action: 'सहायता टीम से संपर्क करें',
  },
  back: 'होम पेज पर लौटें',
} satisfies PageContents['faq'];

// Contact

const contactChannelLabels: Readonly<Record<string, string>> = {
  Email: 'ईमेल',
  Phone: 'फ़ोन',
  Studio: 'स्टूडियो',
};

const socialLabels: Readonly<Record<string, string>> = {
  instagram: 'इंस्टाग्राम',
  x: 'एक्स',
  youtube: 'यूट्यूब',
  facebook: 'फ़ेसबुक',
};

/** What the contact and support forms say in Hindi (see `sendMessageFormTexts`). */
export const hindiSendMessageFormTexts: MessageFormTexts = {
  submit: 'संदेश भेजें',
  sending: 'भेजा जा रहा है...',
  success: 'आपके संदेश के लिए धन्यवाद! हम 24 घंटे के भीतर आपसे संपर्क करेंगे।',
  invalid: 'कुछ जानकारी दोबारा देखनी होगी। कृपया चिह्नित खाने ठीक करके फिर से भेजें।',
  failure: `आपका संदेश भेजा नहीं जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें, या हमें ${email} पर ईमेल करें।`,
};

const hindiContact = {
  ...contact,
  hero: {
    eyebrow: 'संपर्क',
    title: 'संपर्क करें',
    lead: 'कोई गीत, एल्बम या म्यूज़िक वीडियो बनाने की सोच रहे हैं? हमें बताइए। हर संदेश कोई बॉट नहीं, हमारा प्रोड्यूसर ख़ुद पढ़ता है।',
  },
  info: {
    ...contact.info,
    heading: 'संपर्क जानकारी',
    channels: contact.info.channels.map((channel) => ({
      ...channel,
      label: wordsOf(contactChannelLabels, channel.label),
      // The studio's address is written out in Hindi; email and phone stay as they are.
      ...(channel.label === 'Studio' ? { value: addressLine(hindiIdentity.address) } : {}),
    })),
    hours: { label: 'समय', value: hindiIdentity.hours },
    socialHeading: 'हमें फ़ॉलो करें',
    social: contact.info.social.map((link) => ({
      ...link,
      label: wordsOf(socialLabels, link.network),
    })),
  },
  form: {
    ...contact.form,
    heading: 'हमें संदेश भेजें',
    intro: '* वाले खाने भरना ज़रूरी है।',
    labels: {
      name: 'पूरा नाम',
      email: 'ईमेल पता',
      phone: 'फ़ोन नंबर',
      company: 'कंपनी/कलाकार का नाम',
      service: 'किस सेवा में रुचि है',
      message: 'संदेश',
    },
    servicePlaceholder: 'सेवा चुनें',
    services: contact.form.services.map((service) => ({
      ...service,
      label: wordsOf(hindiServiceLabels, service.value),
    })),
    texts: hindiSendMessageFormTexts,
  },
  expect: {
    heading: 'आगे क्या होगा',
    items: zipWords(
      contact.expect.items,
      [
        {
          title: '24 घंटे के भीतर जवाब',
          text: 'हमारी टीम का कोई सदस्य हर संदेश का जवाब एक कार्यदिवस के भीतर देता है।',
        },
        {
          title: 'मुफ़्त सलाह-मशविरा',
          text: 'आपके प्रोजेक्ट, समय-सीमा और बजट को समझने के लिए एक छोटी-सी बातचीत।',
        },
        {
          title: 'साफ़-साफ़ प्रस्ताव',
          text: 'कोई भी सेशन बुक होने से पहले, बिना किसी छिपे ख़र्च के लिखित योजना और कोटेशन।',
        },
      ],
      (item, words) => ({ ...item, ...words }),
    ),
  },
  back: { ...contact.back, label: 'होम पेज पर लौटें' },
} satisfies PageContents['contact'];

/** The default pages in Hindi: the English pages with every word translated. */
export const hindiPages: Pick<
  PageContents,
  'home' | 'about' | 'music' | 'video' | 'trackLibrary' | 'faq' | 'contact'
> = {
  home: hindiHome,
  about: hindiAbout,
  music: hindiMusic,
  video: hindiVideo,
  trackLibrary: hindiTrackLibrary,
  faq: hindiFaq,
  contact: hindiContact,
};
