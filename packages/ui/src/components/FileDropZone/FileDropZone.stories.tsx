import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDropZone, type FileDropZoneFile, type FileDropZoneProps } from './FileDropZone';
import guide from './FileDropZone.guide.md?raw';

const hint = 'JPEG, PNG, WebP or AVIF up to 15 MB; Opus, M4A or MP3 up to 20 MB.';

const meta = {
  title: 'Blocks/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Upload images or audio',
    hint,
    accept: 'image/*,audio/*',
    multiple: true,
    disabled: false,
    onFiles: fn(),
    onCancel: fn(),
    onDismiss: fn(),
  },
  argTypes: { files: { control: 'object' } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An app's uploader reduced to its state: picked files start uploading at 40 %, and a file
 * named `*.svg` is refused the way the server refuses it.
 */
function Uploader(props: FileDropZoneProps) {
  const [files, setFiles] = useState<FileDropZoneFile[]>([]);
  const update = (id: string, change: Partial<FileDropZoneFile>) =>
    setFiles((all) => all.map((file) => (file.id === id ? { ...file, ...change } : file)));
  return (
    <FileDropZone
      {...props}
      files={files}
      onFiles={(picked) => {
        props.onFiles(picked);
        setFiles((all) => [
          ...all,
          ...picked.map((file, index): FileDropZoneFile => {
            const id = `${all.length + index}-${file.name}`;
            return file.name.endsWith('.svg')
              ? {
                  id,
                  name: file.name,
                  status: 'error',
                  error: 'This file type is not accepted: upload a JPEG, PNG, WebP or AVIF image.',
                }
              : { id, name: file.name, status: 'uploading', progress: 0.4 };
          }),
        ]);
      }}
      onCancel={(id) => {
        props.onCancel?.(id);
        update(id, { status: 'cancelled' });
      }}
      onDismiss={(id) => {
        props.onDismiss?.(id);
        setFiles((all) => all.filter((file) => file.id !== id));
      }}
    />
  );
}

export const Playground: Story = {
  render: (args) => <Uploader {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload images or audio'), [
      new File(['a'], 'cover.jpg', { type: 'image/jpeg' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File(['b'], 'preview.mp3', { type: 'audio/mpeg' }),
    ]);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    const list = canvas.getByRole('list', { name: 'Upload images or audio: files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // The refused file says why on its own row; the others keep uploading.
    const refused = within(list).getByText('logo.svg').closest('li') as HTMLElement;
    await expect(within(refused).getByText(/This file type is not accepted/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of cover.jpg' }));
    const cancelled = within(list).getByText('cover.jpg').closest('li') as HTMLElement;
    await expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove logo.svg from the list' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Several files at different stages. */
export const Uploading: Story = {
  args: {
    files: [
      { id: '1', name: 'studio-session-night.jpg', status: 'uploading', progress: 0.72 },
      { id: '2', name: 'desh-ki-mitti-preview.mp3', status: 'uploading', progress: 0.1 },
      { id: '3', name: 'poster-final.png', status: 'done' },
    ],
  },
};

/** Before the browser knows the size sent, the bar shows activity without an amount. */
export const UnknownProgress: Story = {
  args: {
    files: [{ id: '1', name: 'desh-ki-mitti-preview.mp3', status: 'uploading' }],
  },
};

/** Each failure stays on its own file; the rest are unaffected. */
export const WithErrors: Story = {
  args: {
    files: [
      { id: '1', name: 'band-photo.jpg', status: 'done' },
      {
        id: '2',
        name: 'logo.svg',
        status: 'error',
        error:
          'This file type is not accepted: upload a JPEG, PNG, WebP or AVIF image, or an Opus, AAC/M4A or MP3 audio preview.',
      },
      {
        id: '3',
        name: 'raw-scan.png',
        status: 'error',
        error: 'The file is too large: images may be at most 15 MB.',
      },
      { id: '4', name: 'old-cover.webp', status: 'cancelled' },
    ],
  },
};

/** One file at a time (replacing a file). */
export const Single: Story = {
  args: { label: 'Replace the file', multiple: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Choose a file' }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

/** A long file name is cut with an ellipsis and kept whole in its tooltip. */
export const LongName: Story = {
  args: {
    files: [
      {
        id: '1',
        name: 'final-final-v7-approved-by-everyone-except-the-drummer-studio-session-2026.jpg',
        status: 'uploading',
        progress: 0.3,
      },
    ],
  },
};
