import { siteConfig, type StudioIdentity } from '../site.js';

/** The studio's words in Hindi: how it names and describes itself, and where and when to find it. */
export type HindiIdentity = Pick<
  StudioIdentity,
  'name' | 'tagline' | 'labelName' | 'description' | 'address' | 'hours'
>;

/**
 * The identity's translatable fields as the studio writes them in Hindi. Email, phone, links,
 * founding year and the claims (`stats`) stay the English identity's; the address keeps its
 * postal code, region and country code and writes the street and city in Devanagari.
 */
export const hindiIdentity: HindiIdentity = {
  name: 'सरगम स्टूडियोज़',
  tagline: 'संगीत और फ़िल्म प्रोडक्शन',
  labelName: 'सरगम रिकॉर्ड्स',
  description:
    'सरगम स्टूडियोज़ एक संगीत और फ़िल्म प्रोडक्शन स्टूडियो और रिकॉर्ड लेबल है: रिकॉर्डिंग, मिक्सिंग, मास्टरिंग, म्यूज़िक वीडियो और क्रिएटिव डायरेक्शन, सब एक ही छत के नीचे।',
  address: {
    ...siteConfig.address,
    street: '1842 सनसेट बुलेवार्ड, सुइट 210',
    city: 'लॉस एंजेलिस',
  },
  hours: 'सोमवार से शुक्रवार, सुबह 9 बजे से शाम 6 बजे तक (PST)',
};

/** The identity in Hindi: the English identity with the Hindi words over it. */
export const hindiStudioIdentity: StudioIdentity = { ...siteConfig, ...hindiIdentity };
