import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextEditorValue } from './types';

const textState = (words: string) =>
  ({
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [
            {
              type: 'text',
              version: 1,
              text: words,
              format: 0,
              detail: 0,
              mode: 'normal',
              style: '',
            },
          ],
        },
      ],
    },
  }) as unknown as RichTextEditorValue;

// Typing, the toolbar, links, media and pasting are played in Chromium by the stories; here the
// wiring a screen reader relies on and the buttons the caller's props decide.
describe('RichTextEditor', { timeout: 30_000 }, () => {
  it('given a hint and an error › the text is named by the label and described by both', () => {
    render(
      <RichTextEditor
        label="Story"
        hint="What happened"
        error="Write at least one paragraph."
        value={null}
        onChange={vi.fn()}
      />,
    );
    const text = screen.getByRole('textbox', { name: 'Story' });
    expect(text).toHaveAttribute('aria-multiline', 'true');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('What happened Write at least one paragraph.');
  });

  it('given required › says so before any press: the * by the label and aria-required on the text', () => {
    const { rerender } = render(
      <RichTextEditor label="Body" required value={null} onChange={vi.fn()} />,
    );
    const text = screen.getByRole('textbox', { name: 'Body' });
    expect(text).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Body').closest('label')).toHaveTextContent('Body*');
    rerender(<RichTextEditor label="Body" value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Body' })).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Body').closest('label')).toHaveTextContent(/^Body$/);
  });

  it('given the language of the words (a translation) › marks the text with it, not the label', () => {
    render(<RichTextEditor label="Body" lang="hi" value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('Body').closest('[lang]')).toBeNull();
  });

  it('given no picker and no embed parser › offers neither Image nor Embed', () => {
    render(<RichTextEditor label="Story" value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Embed media' })).not.toBeInTheDocument();
  });

  it('given other labels › speaks them', () => {
    render(
      <RichTextEditor
        label="Texte"
        value={null}
        onChange={vi.fn()}
        labels={{ toolbar: 'Mise en forme', bold: 'Gras', image: 'Image' }}
        pickImage={async () => null}
      />,
    );
    expect(screen.getByRole('toolbar', { name: 'Mise en forme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gras' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image' })).toBeInTheDocument();
  });

  it('given a new value from outside (a restored revision) › shows it without reporting it back', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <RichTextEditor label="Story" value={textState('First draft')} onChange={onChange} />,
    );
    const text = screen.getByRole('textbox', { name: 'Story' });
    expect(text).toHaveTextContent('First draft');
    rerender(
      <RichTextEditor label="Story" value={textState('Restored words')} onChange={onChange} />,
    );
    await waitFor(() => expect(text).toHaveTextContent('Restored words'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given a value opened › reports no change until one is made, then reports it', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Story" value={textState('Opening words')} onChange={onChange} />);
    const text = screen.getByRole('textbox', { name: 'Story' });
    await waitFor(() => expect(text).toHaveTextContent('Opening words'));
    // Tab reaches the toolbar (Bold); the arrows move to the block buttons.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight>5/}');
    expect(screen.getByRole('radio', { name: 'Heading 2' })).toHaveFocus();
    // Opening the text (the allow-list and the plugins setting up) is no change of the caller's.
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(text.querySelector('h2')).toHaveTextContent('Opening words'));
    expect(onChange).toHaveBeenCalled();
    const reported = (
      onChange.mock.lastCall?.[0] as { toJSON: () => RichTextEditorValue }
    ).toJSON();
    expect(reported.root.children[0]).toMatchObject({ type: 'heading', tag: 'h2' });
  });

  it('given text never focused › Heading 2, then Bulleted list, from the toolbar by keyboard › turn its last paragraph into them', async () => {
    render(<RichTextEditor label="Story" value={textState('Opening words')} onChange={vi.fn()} />);
    const text = screen.getByRole('textbox', { name: 'Story' });
    // Tab reaches the toolbar first (Bold), the arrows move to the block buttons.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>4/}');
    expect(screen.getByRole('radio', { name: 'Paragraph' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(text.querySelector('h2')).toHaveTextContent('Opening words'));
    await userEvent.keyboard('{ArrowRight>3/}');
    expect(screen.getByRole('radio', { name: 'Bulleted list' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(text.querySelector('ul li')).toHaveTextContent('Opening words'));
  });

  it('given the link dialog open › has no axe violations', async () => {
    render(<RichTextEditor label="Story" value={textState('Words')} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await screen.findByRole('dialog', { name: 'Link' });
    // The dialog is portalled to <body>; page landmarks ("region") are the app's concern.
    const open = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(open.violations).toEqual([]);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RichTextEditor
        label="Story"
        hint="What happened"
        value={null}
        onChange={vi.fn()}
        pickImage={async () => null}
        parseEmbed={() => null}
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
