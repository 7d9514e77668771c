export {
  AudioPreviewError,
  AudioPreviewProvider,
  formatTime,
  useAudioPreview,
  type AudioPreviewContextValue,
  type AudioPreviewErrorReason,
  type AudioPreviewProviderProps,
  type AudioPreviewStatus,
  type PreviewTrack,
} from './AudioPreview';
