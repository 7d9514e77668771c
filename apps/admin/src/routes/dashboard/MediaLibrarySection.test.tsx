import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaMessages } from '@studio/contracts';
import {
  adminSession,
  json,
  renderApp,
  stubApi,
  stubDashboardApi,
  superAdminSession,
} from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const photo = {
  id: '3f1c2a4e-0000-4000-8000-000000000001',
  kind: 'image',
  name: 'band.jpg',
  alt: '',
  width: 1200,
  height: 800,
  focal: { x: 50, y: 50 },
  duration: null,
  bytes: 120000,
  url: '/media/0123456789abcdef0123456789abcdef/band-960.jpg',
  files: [
    {
      url: '/media/0123456789abcdef0123456789abcdef/band-480.webp',
      format: 'webp',
      width: 480,
      bytes: 9000,
    },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  trashedAt: null,
};

function server(answers: { delete?: ReturnType<typeof json> } = {}) {
  return stubApi(({ method, path, body }) => {
    if (path === '/api/auth/session') return json(200, superAdminSession);
    if (path === '/api/admin/dashboard') return json(200, { success: true, counts: {} });
    if (path.startsWith('/api/media?'))
      return json(200, {
        success: true,
        items: [photo],
        page: 1,
        pageSize: 24,
        total: 1,
        trashDays: 30,
      });
    if (method === 'PATCH')
      return json(200, {
        success: true,
        message: MediaMessages.altSaved,
        item: { ...photo, alt: 'x' },
        usedBy: [],
      });
    if (method === 'PUT' && path.endsWith('/focal'))
      return json(200, {
        success: true,
        message: MediaMessages.focalSaved,
        item: { ...photo, focal: body },
        usedBy: [],
      });
    if (method === 'DELETE' && answers.delete) return answers.delete;
    return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0 });
  });
}

type Sent = { method: string; url: string; file: File; fake: FakeXhr };
const sent: Sent[] = [];

/** The network edge of uploads: answers are given by the test, per request. */
class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(form: FormData) {
    sent.push({ method: this.method, url: this.url, file: form.get('file') as File, fake: this });
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function dropFiles(files: File[]) {
  const zone = screen.getByText('Upload images or audio', { selector: 'p' })
    .parentElement as HTMLElement;
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}

describe('the media library', () => {
  it('uploads dropped files one by one: each shows its progress and its own outcome', async () => {
    sent.length = 0;
    server();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderApp('/super-admin/dashboard/content/media');
    await screen.findByRole('article', { name: 'band.jpg' });
    dropFiles([
      new File(['jpeg'], 'cover.jpg', { type: 'image/jpeg' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    ]);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((request) => [request.method, request.url, request.file.name])).toEqual([
      ['POST', '/api/media', 'cover.jpg'],
      ['POST', '/api/media', 'logo.svg'],
    ]);
    const [cover, logo] = sent as [Sent, Sent];
    cover.fake.progress(50, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading cover.jpg' });
    await waitFor(() => expect(bar).toHaveValue(0.5));

    logo.fake.answer(415, { success: false, message: MediaMessages.unsupported });
    const list = screen.getByRole('list', { name: 'Upload images or audio: files' });
    const logoRow = within(list).getByText('logo.svg').closest('li') as HTMLElement;
    expect(await within(logoRow).findByText(MediaMessages.unsupported)).toBeInTheDocument();
    // The refusal touched only its own file.
    expect(screen.getByRole('progressbar', { name: 'Uploading cover.jpg' })).toBeInTheDocument();

    cover.fake.answer(201, { success: true, item: photo, usedBy: [] });
    const coverRow = within(list).getByText('cover.jpg').closest('li') as HTMLElement;
    expect(await within(coverRow).findByText('Uploaded')).toBeInTheDocument();
  });

  it('cancels an upload in progress', async () => {
    sent.length = 0;
    server();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderApp('/super-admin/dashboard/content/media');
    await screen.findByRole('article', { name: 'band.jpg' });
    dropFiles([new File(['jpeg'], 'slow.jpg', { type: 'image/jpeg' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel upload of slow.jpg' }));
    const list = screen.getByRole('list', { name: 'Upload images or audio: files' });
    expect(await within(list).findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('searches file names and alt text from the top bar', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/media');
    await screen.findByRole('article', { name: 'band.jpg' });
    await user.type(screen.getByRole('searchbox', { name: 'Search this section' }), 'stage');
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.startsWith('/api/media?') && call.path.includes('q=stage')),
      ).toBe(true),
    );
  });

  it('saves alt text, confirms it in a toast naming the file, and asks for it when left blank', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/media');
    const card = await screen.findByRole('article', { name: 'band.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Save alt text of band.jpg' }));
    expect(await within(card).findByText(MediaMessages.altRequired)).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: /Alt text/ }), 'The band on stage');
    await user.click(within(card).getByRole('button', { name: 'Save alt text of band.jpg' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        path: `/api/media/${photo.id}`,
        body: { alt: 'The band on stage' },
      }),
    );
    const toast = (await screen.findByText(MediaMessages.altSaved)).closest('li');
    expect(toast).toHaveTextContent('band.jpg');
  });

  it('moves the focal point by keyboard (arrows 1 %, Page Up/Down 10 %) and saves it, confirmed in a toast', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/media');
    const card = await screen.findByRole('article', { name: 'band.jpg' });
    const picker = within(card).getByRole('form', { name: 'Focal point of band.jpg' });
    const across = within(picker).getByRole('slider', { name: 'Focal point across' });
    const down = within(picker).getByRole('slider', { name: 'Focal point down' });
    expect(across).toHaveAttribute('aria-valuenow', '50');
    expect(down).toHaveAttribute('aria-valuenow', '50');

    across.focus();
    await user.keyboard('{PageDown}{ArrowLeft}{ArrowLeft}');
    expect(across).toHaveAttribute('aria-valuenow', '38');
    expect(across).toHaveAttribute('aria-valuetext', '38 % from the left');
    await user.tab();
    expect(down).toHaveFocus();
    await user.keyboard('{PageUp}{ArrowUp}');
    expect(down).toHaveAttribute('aria-valuenow', '61');

    // The marker and the wide and square crops follow the point before it is saved.
    const crops = [...picker.querySelectorAll<HTMLImageElement>('img[style]')];
    expect(crops).toHaveLength(2);
    for (const crop of crops) expect(crop).toHaveStyle({ objectPosition: '38% 61%' });
    expect(picker.querySelector('span[aria-hidden="true"][style]')).toHaveStyle({
      left: '38%',
      top: '61%',
    });

    await user.tab();
    expect(
      within(picker).getByRole('button', { name: 'Save focal point of band.jpg' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: `/api/media/${photo.id}/focal`,
        body: { x: 38, y: 61 },
      }),
    );
    const toast = (await screen.findByText(MediaMessages.focalSaved)).closest('li');
    expect(toast).toHaveTextContent('band.jpg');
  });

  it('puts the focal point where the image is clicked', async () => {
    server();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/media');
    const card = await screen.findByRole('article', { name: 'band.jpg' });
    const picker = within(card).getByRole('form', { name: 'Focal point of band.jpg' });
    const image = picker.querySelector('img:not([style])') as HTMLImageElement;
    // jsdom lays nothing out: the image is drawn 300 × 200 px at (10, 20).
    image.getBoundingClientRect = () => new DOMRect(10, 20, 300, 200);
    await user.pointer({
      keys: '[MouseLeft]',
      target: image,
      coords: { clientX: 100, clientY: 170 },
    });
    expect(within(picker).getByRole('slider', { name: 'Focal point across' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(picker).getByRole('slider', { name: 'Focal point down' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  });

  it('keeps a file that an entry uses, naming the entries in the move-to-trash dialog', async () => {
    const message = MediaMessages.inUse(1);
    server({
      delete: json(409, {
        success: false,
        message,
        usedBy: [{ type: 'articles', id: 'a1', title: 'New album out' }],
      }),
    });
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/media');
    const card = await screen.findByRole('article', { name: 'band.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Move band.jpg to the trash' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move band.jpg to the trash?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(message);
    expect(within(refusal).getByRole('listitem')).toHaveTextContent('New album out (Article)');
  });
});

const trashed = { ...photo, alt: 'The band on stage', trashedAt: '2026-11-22T10:00:00.000Z' };

/** The library and its trash, as the server keeps them: the calls move the file between them. */
function libraryWithTrash(session: typeof superAdminSession, days = 30) {
  const state = { place: 'library' as 'library' | 'trash' | 'gone' };
  const list = (items: unknown[]) =>
    json(200, {
      success: true,
      items,
      page: 1,
      pageSize: 24,
      total: items.length,
      trashDays: days,
    });
  const calls = stubDashboardApi(session, ({ method, path }) => {
    if (path.startsWith('/api/media?'))
      return path.includes('trash=true')
        ? list(state.place === 'trash' ? [trashed] : [])
        : list(state.place === 'library' ? [{ ...trashed, trashedAt: null }] : []);
    if (method === 'DELETE' && path === `/api/media/${photo.id}`) {
      state.place = 'trash';
      return json(200, {
        success: true,
        message: MediaMessages.trashed,
        item: trashed,
        usedBy: [],
      });
    }
    if (method === 'POST' && path === `/api/media/${photo.id}/restore`) {
      state.place = 'library';
      return json(200, {
        success: true,
        message: MediaMessages.restored,
        item: { ...trashed, trashedAt: null },
        usedBy: [],
      });
    }
    if (method === 'POST' && path === `/api/media/${photo.id}/purge`) {
      state.place = 'gone';
      return json(200, { success: true, message: MediaMessages.purged, id: photo.id });
    }
    return json(404, { success: false, message: 'Not found' });
  });
  return { state, calls };
}

describe('the media trash', () => {
  it('given a file › Move to trash › the dialog opens on Cancel; confirmed, the file leaves the library and a toast says so', async () => {
    const { state } = libraryWithTrash(superAdminSession);
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/media');
    const card = await screen.findByRole('article', { name: 'band.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Move band.jpg to the trash' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move band.jpg to the trash?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    const toast = (await screen.findByText(MediaMessages.trashed)).closest('li');
    expect(toast).toHaveTextContent('band.jpg');
    expect(state.place).toBe('trash');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'band.jpg' })).toBeNull());
    // Its card (and the dialog's trigger) went: focus is on the view's own link, not lost.
    expect(screen.getByRole('link', { name: 'Library' })).toHaveFocus();
  });

  it('the Trash tab lists the trash with the server’s days; a super admin restores a file, confirmed in a toast', async () => {
    const { state } = libraryWithTrash(superAdminSession, 7);
    state.place = 'trash';
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/media');
    await user.click(await screen.findByRole('link', { name: 'Trash' }));
    const card = await screen.findByRole('article', { name: 'band.jpg' });
    expect(
      screen.getByText('Files here are deleted for good after 7 days unless restored.'),
    ).toBeVisible();
    // Its files are not served while in the trash: no broken preview, no upload zone.
    expect(within(card).queryByRole('img')).toBeNull();
    expect(screen.queryByText('Upload images or audio', { selector: 'p' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Restore band.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore band.jpg?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const toast = (await screen.findByText(MediaMessages.restored)).closest('li');
    expect(toast).toHaveTextContent('band.jpg');
    expect(state.place).toBe('library');
    expect(await screen.findByText('Nothing in the trash.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Trash' })).toHaveFocus();
  });

  it('a super admin deletes a file in the trash for good from a dialog that opens on Cancel', async () => {
    const { state } = libraryWithTrash(superAdminSession);
    state.place = 'trash';
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/media?view=trash');
    const card = await screen.findByRole('article', { name: 'band.jpg' });
    await user.click(within(card).getByRole('button', { name: 'Delete band.jpg for good' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete band.jpg for good?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    const toast = (await screen.findByText(MediaMessages.purged)).closest('li');
    expect(toast).toHaveTextContent('band.jpg');
    expect(state.place).toBe('gone');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Trash' })).toHaveFocus());
  });

  it('an admin sees the trash but offers neither Restore nor Delete for good, and axe finds nothing', async () => {
    const { state } = libraryWithTrash(adminSession, 1);
    state.place = 'trash';
    renderApp('/admin/dashboard/content/media?view=trash');
    const card = await screen.findByRole('article', { name: 'band.jpg' });
    expect(
      screen.getByText(
        'Only a super admin can restore a file or delete it for good. Files here are deleted for good after 1 day.',
      ),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Restore|for good/ })).toBeNull();
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
