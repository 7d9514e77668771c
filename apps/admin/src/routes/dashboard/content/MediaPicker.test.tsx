import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@studio/contracts';
import { createQueryClient } from '../../../api/queryClient';
import { json, stubApi } from '../../../test/renderApp';
import { MediaPicker, MediaPickerDialog } from './MediaPicker';

afterEach(() => vi.unstubAllGlobals());

const photo: MediaItem = {
  id: '3f0c2b1a-1111-4000-8000-000000000001',
  kind: 'image',
  name: 'stage.jpg',
  alt: '',
  width: 1600,
  height: 900,
  focal: { x: 50, y: 50 },
  duration: null,
  bytes: 120_000,
  url: '/media/ab12/stage.jpg',
  files: [
    { url: '/media/cd34/stage-480.webp', format: 'webp', width: 480, bytes: 20_000 },
    { url: '/media/ef56/stage-960.webp', format: 'webp', width: 960, bytes: 50_000 },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  trashedAt: null,
};

/** A library of one undescribed photo whose alt text can be saved. */
function undescribedPhotoServer() {
  let alt = '';
  return stubApi(({ method, path, body }) => {
    if (method === 'PATCH' && path === `/api/media/${photo.id}`) {
      alt = (body as { alt: string }).alt;
      return json(200, {
        success: true,
        message: 'Alt text saved',
        item: { ...photo, alt },
        usedBy: [],
      });
    }
    if (path.startsWith('/api/media?'))
      return json(200, {
        success: true,
        items: [{ ...photo, alt }],
        page: 1,
        pageSize: 24,
        total: 1,
      });
    return json(404, { success: false, message: 'Not found' });
  });
}

describe('the media picker', () => {
  it('given an image nobody has described › it is described in place, then chosen', async () => {
    const calls = undescribedPhotoServer();
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MediaPickerDialog kind="image" open onOpenChange={() => undefined} onPick={onPick} />
      </QueryClientProvider>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    expect(dialog).toHaveTextContent('Upload an image');
    expect(screen.queryByRole('button', { name: 'Use stage.jpg' })).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /^Alt text/ }), 'The band on stage');
    await user.click(screen.getByRole('button', { name: 'Save alt text of stage.jpg' }));
    await user.click(await screen.findByRole('button', { name: 'Use stage.jpg' }));

    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/api/media/${photo.id}`, body: { alt: 'The band on stage' } },
    ]);
    expect(onPick).toHaveBeenCalledWith({
      mediaId: photo.id,
      alt: 'The band on stage',
      width: 1600,
      height: 900,
      sources: [
        { url: '/media/cd34/stage-480.webp', width: 480, format: 'webp' },
        { url: '/media/ef56/stage-960.webp', width: 960, format: 'webp' },
      ],
    });
  });

  it('given a field’s Choose image › describing an image and using it by keyboard › focus is back on Choose image', async () => {
    undescribedPhotoServer();
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MediaPicker kind="image" fieldLabel="Hero image" onPick={onPick} />
      </QueryClientProvider>,
    );
    const choose = screen.getByRole('button', { name: /^Choose image/ });
    await user.tab();
    expect(choose).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('textbox', { name: /^Alt text/ }));
    await user.keyboard('The band on stage{Enter}');
    const use = await screen.findByRole('button', { name: 'Use stage.jpg' });
    while (document.activeElement !== use) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onPick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(choose).toHaveFocus());
  });

  it('given an M4A preview in the library › the audio picker offers it, with no alt text asked', async () => {
    const clip: MediaItem = {
      id: '3f0c2b1a-1111-4000-8000-000000000002',
      kind: 'audio',
      name: 'preview.m4a',
      alt: '',
      width: null,
      height: null,
      focal: { x: 50, y: 50 },
      duration: 18.1,
      bytes: 72_000,
      url: '/media/aa11/preview.m4a',
      files: [{ url: '/media/aa11/preview.m4a', format: 'm4a', bytes: 72_000 }],
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      trashedAt: null,
    };
    stubApi(({ path }) =>
      path.startsWith('/api/media?')
        ? json(200, { success: true, items: [photo, clip], page: 1, pageSize: 24, total: 2 })
        : json(404, { success: false, message: 'Not found' }),
    );
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MediaPickerDialog kind="audio" open onOpenChange={() => undefined} onPick={onPick} />
      </QueryClientProvider>,
    );

    await screen.findByRole('dialog', { name: 'Choose an audio clip' });
    await user.click(await screen.findByRole('button', { name: 'Use preview.m4a' }));
    expect(screen.queryByRole('textbox', { name: /^Alt text/ })).not.toBeInTheDocument();
    // An M4A file is AAC audio: the site's players pick their fallback by that name.
    expect(onPick).toHaveBeenCalledWith({
      mediaId: clip.id,
      title: 'preview',
      durationSeconds: 18.1,
      sources: [{ url: '/media/aa11/preview.m4a', format: 'aac' }],
    });
  });
});

describe('the media picker’s upload hint', () => {
  it.each([
    ['image', 'Upload an image', 'JPEG, PNG, WebP or AVIF images up to 15 MB.'],
    ['audio', 'Upload an audio clip', 'Opus, AAC/M4A or MP3 previews up to 20 MB.'],
  ] as const)(
    'given a picker of %s › the drop zone names only the formats of that kind',
    async (kind, label, hint) => {
      stubApi(() => json(200, { success: true, items: [], page: 1, pageSize: 24, total: 0 }));
      render(
        <QueryClientProvider client={createQueryClient()}>
          <MediaPickerDialog kind={kind} open onOpenChange={() => undefined} onPick={vi.fn()} />
        </QueryClientProvider>,
      );

      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(hint);
      expect(
        screen.getByRole('button', { name: /^Choose (a file|files)$/ }),
      ).toHaveAccessibleDescription(hint);
    },
  );
});
