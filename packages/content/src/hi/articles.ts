import type { Article } from '../articles.js';
import { bulletList, heading, paragraph, quote, richText } from '../richText.js';
import { siteConfig } from '../site.js';
import { hindiIdentity } from './identity.js';
import { LOCALE_INFO } from '@studio/contracts/locales';

/**
 * A newsroom article in Hindi: only its words. Its date, category, image, author and flags are the
 * English article's (`source`, that article's id); the body has the English body's blocks in the
 * same order, each translated.
 */
export type ArticleTranslation = Pick<Article, 'title' | 'subtitle' | 'text' | 'body'> & {
  /** The id (slug) of the English article this translates. */
  source: string;
  /** Its own slug, in Devanagari: the Hindi page's address (`/hi/article/<slug>`). */
  slug: string;
  /** The alt text of the article's image. */
  imageAlt: string;
};

const studio = hindiIdentity.name;
const { founded, stats } = siteConfig;

/**
 * The default articles' bylines in Hindi, by the English byline: what the Hindi pages of the
 * build show and what the store's Hindi translations are seeded with.
 */
const bylines: Readonly<Record<string, string>> = {
  // The newsroom of the studio, by its Hindi name.
  [`${siteConfig.name} Newsroom`]: `${studio} न्यूज़रूम`,
  'Arjun Mehta': 'अर्जुन मेहता',
  'Kavya Iyer': 'काव्या अय्यर',
  'Rohan Mishra': 'रोहन मिश्रा',
};

/** An article's byline in Hindi; undefined where none is written. */
export const hindiBylineOf = (author: string): string | undefined =>
  Object.hasOwn(bylines, author) ? bylines[author] : undefined;

/** The default articles translated into Hindi, the featured story first. */
export const hindiArticles: readonly ArticleTranslation[] = [
  {
    source: 'new-song-release-radha-shyam-salone-ko',
    slug: 'राधा-श्याम-सलोने-को',
    title: 'नया भजन: राधा श्याम सलोने को',
    subtitle: 'मीरा जोशी का जन्माष्टमी भजन, एक ही माइक्रोफ़ोन के चारों ओर बैठकर लाइव रिकॉर्ड किया गया',
    text: 'हमारा नया भक्ति गीत आज हर स्ट्रीमिंग सेवा पर आ गया है: मीरा जोशी की आवाज़ में जन्माष्टमी का भजन, हारमोनियम, तबले और बारह स्वरों के कोरस के साथ।',
    imageAlt: 'साँझ के बैंगनी आसमान पर बल खाता नीले और सुनहरे रंग का मोरपंख',
    body: richText(
      paragraph(
        'जन्माष्टमी के लिए हमारा नया भजन "राधा श्याम सलोने को" आज रिलीज़ हो गया है। मीरा जोशी ने इसे मंदिर की संध्या आरती जैसी आत्मीयता से गाया है, और हमने इसे पुराने ढंग से रिकॉर्ड किया: पूरी मंडली एक ही कमरे में, एक ही माइक्रोफ़ोन के चारों ओर, और बस तीन टेक।',
      ),
      heading('मिलकर गाने के लिए बना भजन'),
      paragraph(
        'धुन इतनी सरल है कि परिवार घर पर मिलकर गा सके, और इतनी भरी-पूरी कि पूरा कोरस उसे उठा सके। हमारे अरेंजर ने हारमोनियम को बीच में रखा, आरती की लय के लिए तबला और मंजीरा जोड़ा, और कोरस में बारह आवाज़ें मीरा के स्वर का जवाब देती हैं।',
      ),
      quote(
        'हम चाहते थे कि सुनने वाले को लगे वह कोई रिकॉर्ड नहीं सुन रहा, बल्कि हमारे साथ मंदिर के आँगन में बैठा है।',
        'मीरा जोशी',
      ),
      heading('कहाँ सुनें'),
      bulletList([
        'हर बड़ी स्ट्रीमिंग सेवा पर अभी उपलब्ध, हिंदी और अंग्रेज़ी बोलों के साथ।',
        'लिरिक वीडियो का प्रीमियर इस शुक्रवार शाम 7 बजे (IST) हमारे चैनल पर होगा।',
        'हमारे नई रिलीज़ वाले पेज पर इसकी झलक सुनें, बिना साइन-इन किए।',
      ]),
      paragraph(
        'इस भजन को अपनी सुबह देने वाले हर संगीतकार का, और इसे सुनने के लिए आपका, तहे दिल से धन्यवाद। जय श्री कृष्ण।',
      ),
    ),
  },
  {
    source: 'chhath-ke-geet-our-music-returns-to-the-riverbank',
    slug: 'छठ-के-गीत-घाट-पर',
    title: 'छठ के गीत: हमारा संगीत फिर पहुँचा घाट पर',
    subtitle: 'छठ के पारंपरिक गीत, वहीं रिकॉर्ड किए गए जहाँ वे गाए जाते हैं',
    text: 'छठ पूजा के लिए हम अपने माइक्रोफ़ोन लेकर घाट पर पहुँचे और भोर में सुनीता देवी और सरगम कॉयर को रिकॉर्ड किया। एल्बम त्योहार से पहले आ जाएगा।',
    imageAlt: 'लहराते नदी के पानी में झिलमिलाता सुनहरा सूर्योदय और छोटे-छोटे दीये',
    body: richText(
      paragraph(
        'छठ के गीत नदी के पानी में खड़े होकर, उगते सूरज की ओर मुख करके गाए जाते हैं। स्टूडियो का बूथ वह माहौल कभी नहीं समेट सकता, इसलिए इस साल हम अपना रिकॉर्डिंग का सारा साज़-सामान लेकर घाट पर पहुँचे और भोर में सुनीता देवी और सरगम कॉयर को रिकॉर्ड किया।',
      ),
      paragraph(
        'आपको पानी की कल-कल, मंदिर की घंटियाँ और सूप-दउरा लेकर आते परिवारों की आहट सुनाई देगी। इन्हें हमने जान-बूझकर मिक्स में रहने दिया है: ये भी गीत का ही हिस्सा हैं।',
      ),
      heading('एल्बम में क्या है'),
      bulletList([
        'सात पारंपरिक गीत, कोरस, ढोलक और बाँसुरी के साथ सजाए हुए।',
        'सुनीता देवी की एक नई रचना, "उगी हैं सुरुज देव"।',
        'रिलीज़ से पहले हमारी ट्रैक लाइब्रेरी में एक ख़ास झलक।',
      ]),
    ),
  },
  {
    source: 'behind-the-video-filming-desh-ki-mitti-at-dawn',
    slug: 'भोर-में-देश-की-मिट्टी',
    title: 'वीडियो के पीछे: भोर की रोशनी में "देश की मिट्टी"',
    subtitle: 'तीन सुबहें, दो गाँव और एक बेहद धीरज वाला ट्रैक्टर',
    text: 'हमारी टीम ने हरियाणा के खेतों में "देश की मिट्टी" का म्यूज़िक वीडियो कैसे फ़िल्माया: लगातार तीन सुबह, रोशनी से होड़ लगाते हुए।',
    imageAlt: 'उगते सूरज के नीचे सुनहरे गेहूँ के खेत और फ़िल्म कैमरे की परछाईं',
    body: richText(
      paragraph(
        '"देश की मिट्टी" मिट्टी का गीत है, इसलिए हमने इसे मिट्टी में ही फ़िल्माया। लगातार तीन सुबह हमारी नौ लोगों की टीम करनाल के पास गेहूँ के खेतों में पाँच बजे से पहले पहुँच जाती और उन बीस मिनटों का इंतज़ार करती, जब सूरज नीचे होता है और सब कुछ सुनहरा हो उठता है।',
      ),
      quote(
        'इतने बड़े खेत पर आप लाइट नहीं लगा सकते। आप बस तैयार खड़े रह सकते हैं, जब सूरज ख़ुद आपके लिए यह काम करे।',
        'काव्या अय्यर, निर्देशक',
      ),
      paragraph(
        'वीडियो में दिखने वाले किसान उन्हीं खेतों के मालिक परिवार हैं। समय के बारे में उन्होंने हमें किसी भी कॉल शीट से ज़्यादा सिखाया: पंछी कब उड़ते हैं, ओस कब सूखती है, और ट्रैक्टर को कब हर हाल में काम पर निकलना ही है।',
      ),
      paragraph(
        'वीडियो अभी पोस्ट-प्रोडक्शन में है। कलर ग्रेडिंग में सुबह को वैसा ही रखा जा रहा है जैसा हमने उसे देखा था, और फ़ाइनल मिक्स हमारे नए सूट में हो रहा है। इसका प्रीमियर गणतंत्र दिवस पर हमारे चैनल पर होगा।',
      ),
    ),
  },
  {
    source: 'live-events-bhakti-sandhya-returns-this-winter',
    slug: 'भक्ति-संध्या-इस-सर्दी',
    title: 'लाइव कार्यक्रम: इस सर्दी फिर सजेगी भक्ति संध्या',
    subtitle: 'भक्ति संगीत की एक शाम, सीधे स्टूडियो से लाइव',
    text: 'भजन और कीर्तन की हमारी लाइव शाम दिसंबर में तीन रातों के लिए लौट रही है: स्टूडियो में गिने-चुने श्रोता, और बाक़ी सबके लिए मुफ़्त लाइव स्ट्रीम।',
    imageAlt: 'गहरे बैंगनी मंच के सामने जगमगाती छोटे-छोटे दीयों की कतारें',
    body: richText(
      paragraph(
        'भक्ति संध्या दिसंबर में तीन शामों के लिए लौट रही है। हम लाइव रूम खाली करेंगे, दरियाँ बिछाएँगे और साठ श्रोताओं को संगीतकारों के पास बैठने का न्योता देंगे, और पूरी शाम रिकॉर्ड करके लाइव स्ट्रीम भी करेंगे।',
      ),
      bulletList([
        '13 दिसंबर: मीरा जोशी के साथ भजन संध्या।',
        '14 दिसंबर: सुनीता देवी के साथ छठ और लोकगीत।',
        '15 दिसंबर: पूरे सरगम कॉयर के साथ कीर्तन की रात।',
      ]),
      paragraph(
        'सीटें मुफ़्त हैं और पहले लिखने वालों को मिलेंगी; हर शाम हमारे चैनल पर लाइव भी देखी जा सकेगी। थोड़ा जल्दी आइए: आरती ठीक सात बजे शुरू होगी।',
      ),
    ),
  },
  {
    source: 'inside-sargam-studios',
    slug: 'सरगम-स्टूडियो-परिचय',
    title: `${studio}: एक परिचय`,
    subtitle:
      'एक संगीत और फ़िल्म स्टूडियो, जहाँ हर गीत को फ़िल्म जैसी देखभाल मिलती है और हर फ़िल्म को संगीतकार के कान',
    text: `हम कौन हैं, क्या बनाते हैं और कैसे काम करते हैं: ${studio} से एक मुलाक़ात।`,
    imageAlt: 'केसरिया और बैंगनी रोशनी में फ़िल्म की रील में घुलती ध्वनि-तरंग',
    body: richText(
      paragraph(
        `${studio} की नींव ${founded} में एक लाइव रूम, एक कैमरे और इस विश्वास के साथ रखी गई कि गीत और उसकी फ़िल्म एक ही लोगों के हाथों बननी चाहिए। तब से हम ${stats.artists} कलाकारों के साथ ${stats.projects} प्रोजेक्ट साकार कर चुके हैं, भक्ति सिंगल से लेकर पूरे म्यूज़िक वीडियो और अपनी पहली लघु फ़िल्म तक।`,
      ),
      heading('हम क्या करते हैं'),
      bulletList([
        'स्टीरियो और डॉल्बी एटमॉस में रिकॉर्डिंग, मिक्सिंग और मास्टरिंग।',
        'म्यूज़िक वीडियो प्रोडक्शन, ट्रीटमेंट से लेकर फ़ाइनल कलर ग्रेड तक।',
        'स्वतंत्र कलाकारों के लिए क्रिएटिव डायरेक्शन, आर्टवर्क और रिलीज़ की योजना।',
        'हमारा अपना लेबल, जो भक्ति, लोक, फ़िल्मी और नया संगीत रिलीज़ करता है।',
      ]),
      paragraph(
        'आप जो भी ढूँढ रहे हों: हमारे नए गीत ट्रैक लाइब्रेरी में, हमारी फ़िल्में वीडियो पेज पर और दोनों के पीछे की कहानियाँ न्यूज़रूम में मिलेंगी।',
      ),
    ),
  },
];

const SHOWN_DATE = new Intl.DateTimeFormat(LOCALE_INFO.hi.intl, {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An article's ISO date as Hindi readers see it: `2024-08-26` → `26 अगस्त 2024`. */
export const hindiDisplayDate = (isoDate: string): string =>
  SHOWN_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The Hindi article a page draws: the English article (`translation.source`) with the Hindi
 * words, slug, image alt text, byline and date; its category, image and flags stay.
 */
export function hindiArticleOf(english: Article, translation: ArticleTranslation): Article {
  if (english.id !== translation.source)
    throw new Error(`${translation.slug} translates ${translation.source}, not ${english.id}.`);
  const author = hindiBylineOf(english.author);
  if (!author) throw new Error(`${translation.slug}: no Hindi byline for ${english.author}.`);
  const { source: _source, slug, imageAlt, ...words } = translation;
  return {
    ...english,
    ...words,
    id: slug,
    author,
    key: english.key ?? english.id,
    date: hindiDisplayDate(english.isoDate),
    image: { ...english.image, alt: imageAlt },
  };
}
