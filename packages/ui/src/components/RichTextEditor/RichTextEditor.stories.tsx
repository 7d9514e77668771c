import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichText } from '../RichText';
import { Stack } from '../Stack';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import type { EditorEmbed, EditorImage, RichTextEditorValue } from './types';
import guide from './RichTextEditor.guide.md?raw';

const sampleImage: EditorImage = {
  id: 'sample-poster',
  src: '/sample/posters/safar-the-journey.svg',
  alt: 'A road winding towards hills at dusk',
  width: 600,
  height: 900,
};

/** A neutral embed parser: one made-up video host. */
const parseSampleEmbed = (url: string): EditorEmbed | null => {
  const match = /^https:\/\/video\.example\/watch\/([A-Za-z0-9_-]{1,64})$/.exec(url);
  return match?.[1] ? { provider: 'video', id: match[1], title: 'Sample video' } : null;
};

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
});
const element = { direction: null, format: '', indent: 0, version: 1 };

const sampleValue = {
  root: {
    ...element,
    type: 'root',
    children: [
      { ...element, type: 'heading', tag: 'h2', children: [text('A short heading')] },
      {
        ...element,
        type: 'paragraph',
        textFormat: 0,
        textStyle: '',
        children: [
          text('Some text with '),
          text('bold', 1),
          text(' and '),
          text('italic', 2),
          text(' words.'),
        ],
      },
      {
        ...element,
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: [
          { ...element, type: 'listitem', value: 1, children: [text('First point')] },
          { ...element, type: 'listitem', value: 2, children: [text('Second point')] },
        ],
      },
    ],
  },
} as unknown as RichTextEditorValue;

/** The editor beside what a page would draw from its value: the two show the same text. */
function EditorWithPreview(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack gap="5">
      <RichTextEditor
        {...props}
        value={value}
        onChange={(content) => {
          setValue(content.toJSON());
          props.onChange(content);
        }}
      />
      <section aria-label="Preview">{value ? <RichText value={value} /> : null}</section>
    </Stack>
  );
}

const meta = {
  title: 'Blocks/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Body',
    hint: 'Headings, lists, links and quotes; the page draws them in its own style.',
    value: null,
    onChange: fn(),
  },
  argTypes: {
    value: { control: false },
    labels: { control: false },
    pickImage: { control: false },
    parseEmbed: { control: false },
  },
  render: (args) => <EditorWithPreview {...args} />,
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, Ctrl+B, a heading and a list from the toolbar: the preview draws the same. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    const editor = canvas.getByRole('textbox', { name: 'Body' });
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await userEvent.click(editor);
    await userEvent.keyboard('Opening words');
    await userEvent.click(canvas.getByRole('radio', { name: 'Heading 2' }));
    await expect(
      await preview.findByRole('heading', { level: 2, name: 'Opening words' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Heading 2' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Enter}Plain then ');
    await userEvent.keyboard('{Control>}b{/Control}strong');
    // The toolbar shows the selection's formats after React draws the editor's update.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(preview.getByText('strong').tagName).toBe('STRONG'));
    await userEvent.keyboard('{Control>}b{/Control}{Enter}');
    await userEvent.click(canvas.getByRole('radio', { name: 'Bulleted list' }));
    await userEvent.keyboard('One{Enter}Two');
    await waitFor(() =>
      expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'One',
        'Two',
      ]),
    );
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Ctrl+K asks for an address; one that is not http(s) or a path on the site is refused. */
export const AddLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const editor = canvas.getByRole('textbox', { name: 'Body' });
    await userEvent.click(editor);
    await userEvent.keyboard('Read more');
    await userEvent.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Link' });
    const field = within(dialog).getByRole('textbox', { name: 'Address' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'javascript:alert(1){Enter}');
    await expect(field).toHaveAccessibleDescription(/Enter an address starting with http/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '/about{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(editor).toHaveFocus();
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(await preview.findByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(preview.queryByRole('link')).not.toBeInTheDocument());
  },
};

/** With a picker and an embed parser, the toolbar offers Image and Embed. */
export const WithMedia: Story = {
  args: {
    pickImage: fn(async () => sampleImage),
    parseEmbed: parseSampleEmbed,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Body' }));
    await userEvent.keyboard('Before the picture');
    await userEvent.click(canvas.getByRole('button', { name: 'Insert image' }));
    await expect(args.pickImage).toHaveBeenCalledOnce();
    const editor = within(canvas.getByRole('textbox', { name: 'Body' }));
    await expect(await editor.findByRole('img', { name: sampleImage.alt })).toBeVisible();
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(await preview.findByRole('img', { name: sampleImage.alt })).toHaveAttribute(
      'src',
      sampleImage.src,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Embed media' }));
    const dialog = await body.findByRole('dialog', { name: 'Embed media' });
    const field = within(dialog).getByRole('textbox', { name: 'Address of the video or track' });
    await userEvent.type(field, 'https://elsewhere.example/x{Enter}');
    await expect(field).toHaveAccessibleDescription(
      /cannot be embedded|not one that can be embedded/,
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'https://video.example/watch/abc123{Enter}');
    await expect(await canvas.findByText('Sample video (video)')).toBeVisible();
    // Writing goes on below the inserted block; Backspace from there selects the block, and once more takes it away.
    await userEvent.keyboard('After');
    await expect(await preview.findByText('After')).toBeVisible();
    await userEvent.keyboard('{Backspace>6/}');
    await expect(
      canvas.getByText('Sample video (video)').closest('[data-selected]'),
    ).not.toBeNull();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.queryByText('Sample video (video)')).not.toBeInTheDocument());
  },
};

/** What Word for Windows puts on the clipboard (trimmed): its lists are styled paragraphs. */
const wordHtml = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{margin:0}</style></head><body lang=EN-GB>
<!--StartFragment--><h1 style="margin-top:12pt;font-family:Calibri;color:#2F5496">Quarterly <span style="color:red">notes</span><o:p></o:p></h1>
<p class=MsoNormal style="font-family:Calibri;font-size:11pt;background:yellow">A <b style="mso-bidi-font-weight:normal">bold</b> claim, an <i>aside</i> and <span style="text-decoration:line-through">a struck word</span>, with <a href="https://example.com/report" style="color:#0563C1">the report</a>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol"><span style="mso-list:Ignore">·<span style="font:7.0pt 'Times New Roman'">&nbsp;&nbsp;&nbsp;</span></span></span><![endif]>First item<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style="margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1"><![if !supportLists]><span style="font-family:'Courier New'"><span style="mso-list:Ignore">o<span style="font:7.0pt 'Times New Roman'">&nbsp;&nbsp;</span></span></span><![endif]>A detail<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol"><span style="mso-list:Ignore">·<span style="font:7.0pt 'Times New Roman'">&nbsp;&nbsp;&nbsp;</span></span></span><![endif]>Second item<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style="text-indent:-18.0pt;mso-list:l1 level1 lfo2"><![if !supportLists]><span><span style="mso-list:Ignore">1.<span>&nbsp;</span></span></span><![endif]>Step one<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style="text-indent:-18.0pt;mso-list:l1 level1 lfo2"><![if !supportLists]><span><span style="mso-list:Ignore">2.<span>&nbsp;</span></span></span><![endif]>Step two<o:p></o:p></p>
<h3>Details</h3><h5>Small print</h5><!--EndFragment--></body></html>`;

/** Pasting from a word processor keeps headings, lists, links, bold and italic, and drops styling. */
export const PasteFromWordProcessor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Body' });
    await userEvent.click(editor);
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/html', wordHtml);
    clipboardData.setData('text/plain', 'Quarterly notes');
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(
      await preview.findByRole('heading', { level: 2, name: 'Quarterly notes' }),
    ).toBeVisible();
    await expect(preview.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 4, name: 'Small print' })).toBeVisible();
    await expect(preview.getByText('bold').tagName).toBe('STRONG');
    await expect(preview.getByText('aside').tagName).toBe('EM');
    await expect(preview.getByRole('link', { name: /the report/ })).toHaveAttribute(
      'href',
      'https://example.com/report',
    );
    const [bullets, steps] = preview.getAllByRole('list').filter((list) => !list.closest('li'));
    await expect(bullets?.tagName).toBe('UL');
    // The detail is a list of its own inside the bulleted list, as Word nests it.
    await expect(Array.from(bullets!.children).map((item) => item.textContent)).toEqual([
      'First item',
      'A detail',
      'Second item',
    ]);
    await expect(within(bullets!).getByText('A detail').closest('ul')).not.toBe(bullets);
    await expect(steps?.tagName).toBe('OL');
    await expect(
      within(steps!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Step one', 'Step two']);
    await expect(preview.queryByText('a struck word')?.closest('s, del')).toBeFalsy();
    await expect(editor.querySelector('[style]')).toBeNull();
  },
};

/** The toolbar is one tab stop; arrow keys move between its buttons. */
export const KeyboardToolbar: Story = {
  args: { value: sampleValue },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    await userEvent.click(canvas.getByText('Some text with'));
    await userEvent.tab({ shift: true });
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveFocus();
  },
};

/**
 * On a phone the toolbar is one row that scrolls sideways, not three rows: the arrow keys still
 * reach every button, and the focused one scrolls into view.
 */
export const NarrowToolbar: Story = {
  globals: { viewport: { value: 'mobile390' } },
  args: {
    value: sampleValue,
    pickImage: fn(async () => sampleImage),
    parseEmbed: parseSampleEmbed,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    // With nothing to undo, Undo and Redo are disabled: the last button focus reaches is the embed's.
    const last = within(toolbar).getByRole('button', { name: 'Embed media' });
    const tops = Array.from(toolbar.querySelectorAll('button'), (button) =>
      Math.round(button.getBoundingClientRect().top),
    );
    await expect(new Set(tops).size).toBe(1);
    await expect(toolbar.scrollWidth).toBeGreaterThan(toolbar.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByText('Some text with'));
    await userEvent.tab({ shift: true });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        toolbar.getBoundingClientRect().right + 1,
      ),
    );
    await userEvent.keyboard('{Home}');
    await expect(bold).toHaveFocus();
    await waitFor(() =>
      expect(bold.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        toolbar.getBoundingClientRect().left - 1,
      ),
    );
  },
};

/** A stored text loaded for editing. */
export const WithContent: Story = { args: { value: sampleValue } };

/** An error message marks the text invalid and describes it. */
export const WithError: Story = {
  args: { value: sampleValue, error: 'The body must not be empty.' },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Body' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(/The body must not be empty/);
  },
};

/** Read-only: the text cannot change and the toolbar is inert. */
export const Disabled: Story = {
  args: { value: sampleValue, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};
