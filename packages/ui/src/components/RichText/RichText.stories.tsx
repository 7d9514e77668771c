import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText, type RichTextValue } from './RichText';
import guide from './RichText.guide.md?raw';

const text = (value: string, format = 0) => ({ type: 'text', text: value, format });

const body: RichTextValue = {
  root: {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          text(
            'Radha Shyam Salone Ko, our new bhakti song for Janmashtami, is out today. Meera Joshi sings it with the ',
          ),
          text('warmth of a temple evening', 2),
          text(', and we recorded it '),
          text('the old way', 1),
          text(': the whole ensemble in one room, around one microphone.'),
        ],
      },
      { type: 'heading', tag: 'h2', children: [text('Where to listen')] },
      {
        type: 'list',
        listType: 'bullet',
        children: [
          { type: 'listitem', children: [text('On every streaming service')] },
          {
            type: 'listitem',
            children: [
              text('On our '),
              { type: 'link', url: '/music', children: [text('music page')] },
            ],
          },
        ],
      },
      {
        type: 'quote',
        children: [
          text(
            'We wanted the listener to feel they are sitting on the floor of the mandir with us.',
          ),
        ],
      },
      {
        type: 'paragraph',
        children: [
          text('Watch the making-of on '),
          {
            type: 'link',
            url: 'https://www.youtube.com/@examplerecords',
            children: [text('our video channel')],
          },
          text('.'),
        ],
      },
    ],
  },
};

const meta = {
  title: 'Blocks/RichText',
  component: RichText,
  args: { value: body },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article body: paragraphs with bold and italic, a heading, a list, a quote and links. */
export const ArticleBody: Story = {};

/** What is not on the allow-list is left out: the script, the `javascript:` link, the style. */
export const HostileInput: Story = {
  args: {
    value: {
      root: {
        type: 'root',
        children: [
          { type: 'script', children: [text('alert(1)')] },
          {
            type: 'paragraph',
            style: 'color:red',
            children: [
              text('A link to '),
              { type: 'link', url: 'javascript:alert(1)', children: [text('nowhere')] },
              text(' stays plain text.'),
            ],
          },
        ],
      },
    },
  },
};
