export {
  TRACK_SEARCH_PLACEHOLDER,
  TrackList,
  filterTracks,
  trackFilterOptions,
  type TrackListProps,
  type TrackListTrack,
} from './TrackList';
