// The default content in Hindi (issue 41): the words of the translated pages, their descriptions,
// the studio's identity and the translated newsroom articles.
export {
  hindiArticleOf,
  hindiArticles,
  hindiDisplayDate,
  type ArticleTranslation,
} from './articles.js';
export { hindiPageDescriptions, type HindiPagePath } from './descriptions.js';
export { hindiIdentity, hindiStudioIdentity, type HindiIdentity } from './identity.js';
export {
  hindiConsentNotice,
  hindiPages,
  hindiSendMessageFormTexts,
  hindiServiceLabels,
  hindiStageLabels,
} from './pages.js';
