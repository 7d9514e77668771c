import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { RichText, type RichTextValue } from './RichText';

const text = (value: string, format = 0) => ({ type: 'text', text: value, format });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const doc = (...children: unknown[]): RichTextValue => ({ root: { type: 'root', children } });

const article = doc(
  paragraph(text('Recorded '), text('live', 1), text(' in '), text('one', 2), text(' take.')),
  { type: 'heading', tag: 'h2', children: [text('Where to listen')] },
  {
    type: 'list',
    listType: 'number',
    children: [
      { type: 'listitem', children: [text('Stream it')] },
      { type: 'listitem', children: [text('Buy the vinyl')] },
    ],
  },
  { type: 'quote', children: [text('We kept the boat noise too.')] },
  paragraph(
    text('Read '),
    { type: 'link', url: '/newsroom', children: [text('more news')] },
    text(' or '),
    { type: 'link', url: 'https://open.spotify.com/album/x', children: [text('listen')] },
    text(' with '),
    text('npm start', 16),
    text(' and an '),
    text('underline', 8),
    text('.'),
  ),
);

describe('RichText', () => {
  it('draws paragraphs, headings, lists, quotes and formatted text as their elements', () => {
    render(<RichText value={article} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Where to listen' })).toBeVisible();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stream it', 'Buy the vinyl']);
    expect(screen.getByText('We kept the boat noise too.').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('live').tagName).toBe('STRONG');
    expect(screen.getByText('one').tagName).toBe('EM');
    expect(screen.getByText('npm start').tagName).toBe('CODE');
    expect(screen.getByText('underline').tagName).toBe('U');
    expect(screen.getByText(/Recorded/).textContent).toBe('Recorded live in one take.');
  });

  it('links to this site in place and to other sites in a new tab that says so', () => {
    render(<RichText value={article} />);
    const inside = screen.getByRole('link', { name: 'more news' });
    expect(inside).toHaveAttribute('href', '/newsroom');
    expect(inside).not.toHaveAttribute('target');
    const outside = screen.getByRole('link', { name: 'listen (opens in a new tab)' });
    expect(outside).toHaveAttribute('href', 'https://open.spotify.com/album/x');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/path',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
  ])('given a link to %s › then its words stay as plain text, not a link', (url) => {
    render(
      <RichText value={doc(paragraph({ type: 'link', url, children: [text('click me')] }))} />,
    );
    expect(screen.getByText('click me')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves out scripts, styles, raw HTML, event handlers and unknown nodes', () => {
    const hostile = doc(
      { type: 'script', children: [text('alert(1)')] },
      { type: 'html', html: '<img src=x onerror=alert(1)>' },
      { type: 'style', text: 'body{display:none}' },
      {
        type: 'paragraph',
        onclick: 'alert(1)',
        style: 'color:red',
        children: [
          text('<b>not bold</b>'),
          { type: 'text', text: 'styled', format: 0, style: 'display:none', onmouseover: 'x()' },
          { type: 'image', src: 'javascript:alert(1)' },
        ],
      },
      { type: 'heading', tag: 'h1', children: [text('Not a second title')] },
      'a bare string',
      null,
    );
    const { container } = render(<RichText value={hostile} />);
    expect(container.querySelector('script, style, img, iframe, [style], [onclick]')).toBeNull();
    expect(container.textContent).not.toContain('alert(1)');
    expect(screen.getByText('<b>not bold</b>styled')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Not a second title' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('draws nothing for a value that is not an editor state', () => {
    const { container } = render(
      <RichText value={{ root: 'not a node' } as unknown as RichTextValue} />,
    );
    expect(container.firstElementChild?.childElementCount).toBe(0);
  });

  it('draws an image from its stored sources, and leaves out one whose source is not a web address', () => {
    const image = (url: string) => ({
      type: 'image',
      version: 1,
      image: {
        mediaId: 'm1',
        alt: 'A lake at dawn',
        width: 1600,
        height: 900,
        sources: [
          { url: url.replace('.', '-800.'), width: 800, format: 'webp' },
          { url, width: 1600, format: 'webp' },
        ],
      },
      caption: 'The lake',
    });
    render(<RichText value={doc(image('/media/lake.webp'), image('javascript:alert(1)'))} />);
    const drawn = screen.getByRole('img', { name: 'A lake at dawn' });
    expect(drawn).toHaveAttribute('src', '/media/lake.webp');
    expect(drawn).toHaveAttribute('srcset', '/media/lake-800.webp 800w, /media/lake.webp 1600w');
    expect(drawn).toHaveAttribute('width', '1600');
    expect(screen.getByText('The lake').tagName).toBe('FIGCAPTION');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it("draws an embed only through the app's renderEmbed", () => {
    const embed = { type: 'embed', version: 1, provider: 'video', id: 'abc', title: 'A film' };
    const { rerender, container } = render(<RichText value={doc(embed)} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
    rerender(
      <RichText
        value={doc(embed)}
        renderEmbed={({ provider, id, title }) => <p>{`${title} on ${provider}: ${id}`}</p>}
      />,
    );
    expect(screen.getByText('A film on video: abc')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<RichText value={article} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
