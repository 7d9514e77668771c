import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../_internal/cx';
import * as styles from './FileDropZone.css';

export const fileDropZoneStatuses = ['uploading', 'done', 'error', 'cancelled'] as const;
export type FileDropZoneStatus = (typeof fileDropZoneStatuses)[number];

/** One file the app is uploading, as the zone lists it. */
export interface FileDropZoneFile {
  /** Stable key the app chose (several files may share a name). */
  id: string;
  name: string;
  status: FileDropZoneStatus;
  /** 0 to 1 while uploading; without it the bar shows activity without an amount. */
  progress?: number;
  /** What went wrong with this file (status `error`): shown on its row and announced. */
  error?: string;
}

export interface FileDropZoneProps {
  /** What the zone is for, e.g. `Upload images or audio`: names the picker too. */
  label: string;
  /** Accepted types and limits, in words. */
  hint?: ReactNode;
  /** The picker's filter (`image/*,.mp3`); the app still judges every file it gets. */
  accept?: string;
  /** Several files at once (default) or one. */
  multiple?: boolean;
  disabled?: boolean;
  /** The button that opens the picker. */
  browseLabel?: string;
  /** Text of the drop area while files are dragged over it. */
  dropLabel?: string;
  /** The files being uploaded and their outcome, newest last. */
  files?: readonly FileDropZoneFile[];
  /** Files dropped or picked. */
  onFiles: (files: File[]) => void;
  /** Stops an upload in progress. */
  onCancel?: (id: string) => void;
  /** Removes a finished, failed or cancelled row. */
  onDismiss?: (id: string) => void;
  /** Per-status words, for another language or tone. */
  statusText?: (file: FileDropZoneFile) => string;
  /** Accessible names of the row buttons, given the file name. */
  cancelLabel?: (name: string) => string;
  dismissLabel?: (name: string) => string;
  className?: string;
}

function defaultStatusText(file: FileDropZoneFile): string {
  switch (file.status) {
    // The bar carries the amount: a number in this live text would be announced at every step.
    case 'uploading':
      return 'Uploading…';
    case 'done':
      return 'Uploaded';
    case 'error':
      return file.error ?? 'Upload failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/**
 * Where files are dropped or picked, and the list of their uploads with progress, a cancel button
 * and each file's own error. The zone holds no upload logic: the app sends the files and passes
 * back their status, so one failed file never disturbs the others.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  multiple = true,
  disabled = false,
  browseLabel = multiple ? 'Choose files' : 'Choose a file',
  dropLabel = 'Drop to upload',
  files = [],
  onFiles,
  onCancel,
  onDismiss,
  statusText = defaultStatusText,
  cancelLabel = (name) => `Cancel upload of ${name}`,
  dismissLabel = (name) => `Remove ${name} from the list`,
  className,
}: FileDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child crossed: count them so the state ends on the last.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    if (disabled || !list || list.length === 0) return;
    const picked = Array.from(list);
    onFiles(multiple ? picked : picked.slice(0, 1));
  };
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    <div className={cx(styles.root, className)}>
      <div
        className={styles.zone}
        data-state={dragging ? 'dragging' : 'idle'}
        data-disabled={disabled ? '' : undefined}
        onDragEnter={(event) => {
          if (disabled || !hasFiles(event)) return;
          event.preventDefault();
          depth.current += 1;
          setDragging(true);
        }}
        onDragOver={(event) => {
          if (disabled || !hasFiles(event)) return;
          // Without this the browser opens the dropped file instead of handing it over.
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          depth.current = 0;
          setDragging(false);
          take(event.dataTransfer.files);
        }}
      >
        <p className={styles.label} aria-hidden>
          {dragging ? dropLabel : label}
        </p>
        {hint ? (
          <p className={styles.hint} id={hintId}>
            {hint}
          </p>
        ) : null}
        <VisuallyHidden>
          <label htmlFor={inputId}>{label}</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            aria-describedby={hint ? hintId : undefined}
            tabIndex={-1}
            onChange={(event) => {
              take(event.currentTarget.files);
              // The same file picked again after an error must fire change again.
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
        <Button
          variant="secondary"
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => input.current?.click()}
        >
          {browseLabel}
        </Button>
      </div>
      {files.length > 0 ? (
        <ul className={styles.list} aria-label={`${label}: files`}>
          {files.map((file) => (
            <li key={file.id} className={styles.item} data-status={file.status}>
              <span className={styles.name} title={file.name}>
                {file.name}
              </span>
              {file.status === 'uploading' && onCancel ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onCancel(file.id)}
                  aria-label={cancelLabel(file.name)}
                >
                  Cancel
                </Button>
              ) : file.status !== 'uploading' && onDismiss ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onDismiss(file.id)}
                  aria-label={dismissLabel(file.name)}
                >
                  Remove
                </Button>
              ) : (
                <span />
              )}
              {file.status === 'uploading' ? (
                <progress
                  className={styles.progress}
                  aria-label={`Uploading ${file.name}`}
                  max={1}
                  {...(file.progress === undefined ? {} : { value: file.progress })}
                />
              ) : null}
              {/* Live, so the outcome of each file is announced where it happened. */}
              <p className={styles.status} aria-live="polite">
                {statusText(file)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
