export {
  FileDropZone,
  fileDropZoneStatuses,
  type FileDropZoneFile,
  type FileDropZoneProps,
  type FileDropZoneStatus,
} from './FileDropZone';
