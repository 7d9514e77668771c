export {
  TeamModal,
  defaultTeamSocialLabel,
  teamSocialNetworkNames,
  type TeamMember,
  type TeamMemberSocial,
  type TeamModalProps,
} from './TeamModal';
export { teamSocialNetworks, type TeamSocialNetwork } from './TeamModal.css';
