export {
  SaveStatus,
  defaultSaveStatusLabels,
  formatSaveTime,
  saveStates,
  type SaveState,
  type SaveStatusLabels,
  type SaveStatusProps,
} from './SaveStatus';
