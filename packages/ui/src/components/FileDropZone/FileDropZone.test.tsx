import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './FileDropZone';

const jpeg = () => new File(['a'], 'cover.jpg', { type: 'image/jpeg' });
const mp3 = () => new File(['b'], 'preview.mp3', { type: 'audio/mpeg' });

/** What a browser hands a drop handler when files are dragged in. */
const dataTransfer = (files: File[]) => ({ files, types: ['Files'], dropEffect: 'none' });

// Picking files, cancelling one and a per-file refusal are played by the Playground story.

describe('FileDropZone', () => {
  it('given files dragged over it › when dropped › then onFiles gets them all and the zone stops saying "Drop to upload"', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDropZone label="Upload images or audio" onFiles={onFiles} />);
    const zone = container.querySelector('[data-state]') as HTMLElement;
    const files = [jpeg(), mp3()];
    fireEvent.dragEnter(zone, { dataTransfer: dataTransfer(files) });
    expect(screen.getByText('Drop to upload')).toBeInTheDocument();
    expect(zone).toHaveAttribute('data-state', 'dragging');
    fireEvent.drop(zone, { dataTransfer: dataTransfer(files) });
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(zone).toHaveAttribute('data-state', 'idle');
    expect(screen.queryByText('Drop to upload')).toBeNull();
  });

  it('given one file at a time › when two are dropped › then only the first is taken', () => {
    const onFiles = vi.fn();
    const { container } = render(
      <FileDropZone label="Replace the file" multiple={false} onFiles={onFiles} />,
    );
    const zone = container.querySelector('[data-state]') as HTMLElement;
    const files = [jpeg(), mp3()];
    fireEvent.drop(zone, { dataTransfer: dataTransfer(files) });
    expect(onFiles).toHaveBeenCalledWith([files[0]]);
    expect(screen.getByLabelText('Replace the file')).not.toHaveAttribute('multiple');
  });

  it('given it is disabled › when files are dropped › then nothing is taken and its button is disabled', async () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDropZone label="Upload" disabled onFiles={onFiles} />);
    fireEvent.drop(container.querySelector('[data-state]') as HTMLElement, {
      dataTransfer: dataTransfer([jpeg()]),
    });
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('given the button › when pressed from the keyboard › then it opens the picker', async () => {
    render(<FileDropZone label="Upload" onFiles={() => {}} />);
    const input = screen.getByLabelText('Upload') as HTMLInputElement;
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('given finished rows › when Remove is pressed › then onDismiss gets that file', async () => {
    const onDismiss = vi.fn();
    render(
      <FileDropZone
        label="Upload"
        onFiles={() => {}}
        onDismiss={onDismiss}
        files={[
          { id: 'a', name: 'cover.jpg', status: 'done' },
          { id: 'b', name: 'logo.svg', status: 'error', error: 'Not accepted.' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Upload: files' });
    expect(within(list).getByText('Uploaded')).toBeInTheDocument();
    expect(within(list).getByText('Not accepted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove logo.svg from the list' }));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('has no axe violations empty and with uploads in every state', async () => {
    const { container, rerender } = render(
      <FileDropZone label="Upload images or audio" hint="Up to 15 MB." onFiles={() => {}} />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(
      <FileDropZone
        label="Upload images or audio"
        hint="Up to 15 MB."
        onFiles={() => {}}
        onCancel={() => {}}
        onDismiss={() => {}}
        files={[
          { id: '1', name: 'a.jpg', status: 'uploading', progress: 0.5 },
          { id: '2', name: 'b.mp3', status: 'uploading' },
          { id: '3', name: 'c.png', status: 'done' },
          { id: '4', name: 'd.svg', status: 'error', error: 'Not accepted.' },
          { id: '5', name: 'e.webp', status: 'cancelled' },
        ]}
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
