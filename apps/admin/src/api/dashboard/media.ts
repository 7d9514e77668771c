import type { MediaAnswer, MediaList, MediaPurgeAnswer } from '@studio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, apiFetch } from '../client';
import { dashboardKeys } from './keys';

export type MediaFilters = {
  page: number;
  pageSize: number;
  /** Text in the file name or alt text. */
  q?: string;
  /** The trash instead of the library. */
  trash?: boolean;
};

/** One page of the media library (or its trash), newest first. */
export function useMediaList(filters: MediaFilters) {
  const query = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(filters.pageSize),
  });
  if (filters.q) query.set('q', filters.q);
  if (filters.trash) query.set('trash', 'true');
  return useQuery({
    queryKey: dashboardKeys.media(filters),
    queryFn: () => apiFetch<MediaList>(`/api/media?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** One item with the entries that use it; asked for only when `enabled`. */
export function useMediaItem(id: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.mediaItem(id),
    queryFn: () => apiFetch<MediaAnswer>(`/api/media/${encodeURIComponent(id)}`),
    enabled,
  });
}

export function useSetMediaAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; alt: string }) =>
      apiFetch<MediaAnswer>(`/api/media/${encodeURIComponent(input.id)}`, {
        method: 'PATCH',
        body: { alt: input.alt },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

/** Moves the point every crop of the image keeps in frame (whole percent from left and top). */
export function useSetMediaFocal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; x: number; y: number }) =>
      apiFetch<MediaAnswer>(`/api/media/${encodeURIComponent(input.id)}/focal`, {
        method: 'PUT',
        body: { x: input.x, y: input.y },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

/** A library change of one item answered with a toast's message: every media view refetches. */
function useMediaChange<T>(request: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

const itemPath = (id: string) => `/api/media/${encodeURIComponent(id)}`;

/** Moves an unused item to the trash (any staff member); 409 with `usedBy` while content uses it. */
export const useTrashMedia = () =>
  useMediaChange((id) => apiFetch<MediaAnswer>(itemPath(id), { method: 'DELETE' }));

/** Brings an item back from the trash (super admin). */
export const useRestoreMedia = () =>
  useMediaChange((id) => apiFetch<MediaAnswer>(`${itemPath(id)}/restore`, { method: 'POST' }));

/** Deletes an item in the trash for good (super admin). */
export const usePurgeMedia = () =>
  useMediaChange((id) => apiFetch<MediaPurgeAnswer>(`${itemPath(id)}/purge`, { method: 'POST' }));

export interface UploadOptions {
  /** Replace this item's file instead of adding a new item. */
  replaceId?: string;
  /** 0 to 1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart/form-data. XMLHttpRequest, not fetch: only it reports upload
 * progress. Rejects like apiFetch (ApiError with the server's message, NetworkError), and with
 * an AbortError when `signal` aborts.
 */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<MediaAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const url = options.replaceId
      ? `/api/media/${encodeURIComponent(options.replaceId)}/file`
      : '/api/media';
    request.open(options.replaceId ? 'PUT' : 'POST', url);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { message?: unknown } | null = null;
      try {
        body = JSON.parse(request.responseText) as { message?: unknown };
      } catch {
        // not JSON: the status speaks alone
      }
      if (request.status >= 200 && request.status < 300) resolve(body as MediaAnswer);
      else {
        const message = typeof body?.message === 'string' ? body.message : 'Upload failed.';
        reject(new ApiError(request.status, message));
      }
    };
    request.onerror = () => reject(new NetworkError('Network error'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

export function useMediaInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}
