export { TrackRow, type Track, type TrackRowProps } from './TrackRow';
