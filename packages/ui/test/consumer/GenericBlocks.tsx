// The blocks whose props are being made generic (tone, tabs, actions and confirmations as props):
// kept in this one file so the consumer can follow those props in one place.
import {
  Badge,
  Button,
  IconButton,
  StatusActionTable,
  TeamModal,
  TrackList,
  signupRequestActions,
  type TeamMember,
  type TrackListTrack,
} from '@studio/ui';
import { Block } from './Block';

type Request = { id: string; name: string; status: string };

const requests: Request[] = [
  { id: 'r1', name: 'Asha Rao', status: 'pending' },
  { id: 'r2', name: 'Dev Malhotra', status: 'approved' },
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
        <Badge variant="coming-soon" />
      </Block>
      <Block name="TrackList">
        <TrackList tracks={tracks} label="Library" />
      </Block>
      <Block name="StatusActionTable">
        <StatusActionTable<Request>
          caption="Requests"
          rows={requests}
          columns={[{ key: 'name', header: 'Name', render: (row) => row.name }]}
          getRowId={(row) => row.id}
          getStatus={(row) => row.status}
          getActions={(row) => signupRequestActions<Request>(row.status)}
          onAction={() => undefined}
        />
      </Block>
      <Block name="TeamModal">
        <TeamModal member={member} trigger={<Button variant="secondary">About Kavya</Button>} />
      </Block>
    </>
  );
}
