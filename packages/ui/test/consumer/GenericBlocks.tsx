// The blocks that take the consuming studio's own words and rules as props (tones, tabs,
// statuses, actions and confirmations).
import {
  Badge,
  Button,
  IconButton,
  StatusActionTable,
  TeamModal,
  TrackList,
  type RowAction,
  type TeamMember,
  type TrackListTrack,
} from '@studio/ui';
import { Block } from './Block';

type Booking = { id: string; name: string; status: string };

const bookings: Booking[] = [
  { id: 'b1', name: 'Asha Rao', status: 'held' },
  { id: 'b2', name: 'Dev Malhotra', status: 'confirmed' },
];

// A second studio's own rule: a held room can be confirmed; any booking can be cancelled.
const bookingActions = (row: Booking): RowAction<Booking>[] => [
  ...(row.status === 'held'
    ? [{ type: 'confirm', label: 'Confirm', tone: 'primary' as const }]
    : []),
  {
    type: 'cancel',
    label: 'Cancel',
    tone: 'critical',
    confirm: { title: 'Cancel this booking?', reason: { required: true } },
  },
];

export const tracks: TrackListTrack[] = [
  {
    id: 't1',
    title: 'Monsoon Raga',
    artist: 'Asha Rao',
    genre: 'Classical',
    duration: 214,
    filter: 'recent',
  },
  {
    id: 't2',
    title: 'River Sessions',
    artist: 'Dev Malhotra',
    genre: 'Folk',
    duration: 187,
    filter: 'popular',
  },
];

export const member: TeamMember = {
  name: 'Kavya Iyer',
  role: 'Singer and composer',
  bio: 'Kavya writes and sings for the studio.',
  social: { instagram: 'https://example.com/kavya' },
};

export function GenericBlocks() {
  return (
    <>
      <Block name="Button">
        <Button variant="primary">Book a session</Button>
      </Block>
      <Block name="IconButton">
        <IconButton aria-label="Add a track" variant="secondary">
          +
        </IconButton>
      </Block>
      <Block name="Badge">
        <Badge tone="info">Coming Soon</Badge>
      </Block>
      <Block name="TrackList">
        <TrackList
          tracks={tracks}
          label="Library"
          filters={[
            { value: 'all', label: 'Every track' },
            { value: 'recent', label: 'Recent' },
            { value: 'popular', label: 'Popular' },
          ]}
          searchPlaceholder="Search the library"
        />
      </Block>
      <Block name="StatusActionTable">
        <StatusActionTable<Booking>
          caption="Bookings"
          rows={bookings}
          columns={[{ key: 'name', header: 'Name', render: (row) => row.name }]}
          getRowId={(row) => row.id}
          getStatus={(row) => row.status}
          statuses={[
            { value: 'held', label: 'Held', tone: 'warning' },
            { value: 'confirmed', label: 'Confirmed', tone: 'success' },
          ]}
          getActions={bookingActions}
          onAction={() => undefined}
        />
      </Block>
      <Block name="TeamModal">
        <TeamModal member={member} trigger={<Button variant="secondary">About Kavya</Button>} />
      </Block>
    </>
  );
}
