export { TrackRow, type Track, type TrackRowLabels, type TrackRowProps } from './TrackRow';
