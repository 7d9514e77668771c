export { TrackList, filterTracks, type TrackListProps, type TrackListTrack } from './TrackList';
