export {
  EmbedFacade,
  type EmbedFacadePoster,
  type EmbedFacadeProps,
  type EmbedFacadeState,
} from './EmbedFacade';
