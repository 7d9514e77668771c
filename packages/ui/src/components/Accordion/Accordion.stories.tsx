import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Accordion } from './Accordion';
import { accordionVariants } from './Accordion.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './Accordion.guide.md?raw';

const faqs = [
  {
    id: 'faq-1',
    question: 'How long does it take to produce a song?',
    answer:
      'A single usually takes three to six weeks from the first session to the master: one week of pre-production, one or two of tracking, then mixing and mastering.',
  },
  {
    id: 'faq-2',
    question: 'Do you shoot music videos outside the studio?',
    answer:
      'Yes. Our video team shoots on location across India and handles permits, crew and colour grading.',
  },
  {
    id: 'faq-3',
    question: 'What does a mixing and mastering package include?',
    answer:
      'Up to three revision rounds, a streaming master, a CD master and stems, delivered as 24-bit WAV files.',
  },
  {
    id: 'faq-4',
    question: 'Which payment methods do you accept?',
    answer:
      'Bank transfer, UPI and all major cards. Projects start with a 40% deposit; the balance is due on delivery.',
  },
  {
    id: 'faq-5',
    question: 'Can I book the studio by the hour?',
    answer: 'Recording rooms can be booked in four-hour blocks, with an engineer included.',
  },
  {
    id: 'faq-6',
    question: 'Do you help with distribution to streaming platforms?',
    answer:
      'Our Music Distribution service releases your track on every major platform and collects your royalties.',
  },
  {
    id: 'faq-7',
    question: 'Who owns the rights to the music we record?',
    answer:
      'You do. Unless we agree otherwise in writing, the master recordings and compositions stay yours.',
  },
  {
    id: 'faq-8',
    question: 'Which file formats do you deliver?',
    answer:
      'WAV and FLAC for audio; ProRes and H.264 for video, in the frame sizes each platform needs.',
  },
  {
    id: 'faq-9',
    question: 'Do you offer an Artist Program for new talent?',
    answer:
      'Yes. Each year we enroll a small group of artists for mentoring, studio time and a release plan.',
  },
  {
    id: 'faq-10',
    question: 'How do I contact support about an ongoing project?',
    answer:
      'Write to us through the contact support page; we answer Monday - Friday, 9AM - 6PM PST.',
  },
];

const positions = [
  {
    id: 'senior-audio-engineer',
    title: 'Senior Audio Engineer',
    location: 'Mumbai · Full-time',
    requirements: [
      'Five years of tracking and mixing experience',
      'Pro Tools and Dolby Atmos workflows',
      'A portfolio of released records',
    ],
  },
  {
    id: 'video-production-specialist',
    title: 'Video Production Specialist',
    location: 'Mumbai · Full-time',
    requirements: [
      'Cinema camera operation and lighting',
      'Editing and colour grading in DaVinci Resolve',
    ],
  },
  {
    id: 'frontend-developer',
    title: 'Frontend Developer',
    location: 'Remote · Full-time',
    requirements: [
      'React and TypeScript',
      'Accessibility (WCAG 2.2 AA) as a habit, not an afterthought',
    ],
  },
  {
    id: 'artist-relations-manager',
    title: 'Artist Relations Manager',
    location: 'Delhi · Full-time',
    requirements: [
      'A network in the independent music scene',
      'Contract and release planning experience',
    ],
  },
  {
    id: 'marketing-coordinator',
    title: 'Marketing Coordinator',
    location: 'Remote · Part-time',
    requirements: ['Social media campaigns for releases', 'Clear, warm writing'],
  },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion.Root,
  args: { type: 'multiple', variant: 'separated', onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['single', 'multiple'] },
    variant: { control: 'inline-radio', options: accordionVariants },
  },
  render: (args) => (
    <Accordion.Root {...args}>
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id}>
          <Accordion.Trigger>{faq.question}</Accordion.Trigger>
          <Accordion.Content>{faq.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the first question, then the second, as a reader would. */
async function openFirstTwo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const first = canvas.getByRole('button', { name: faqs[0]!.question });
  const second = canvas.getByRole('button', { name: faqs[1]!.question });
  await userEvent.click(first);
  await userEvent.click(second);
  return [first, second] as const;
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await openFirstTwo(canvasElement);
  },
};

export const FaqAllClosed: Story = {
  name: 'FAQ (ten questions, all closed)',
};

/** `type="single"` with `collapsible`: opening one item closes the other, and the open one can close again. */
export const SingleCollapsible: Story = {
  args: { type: 'single', collapsible: true },
  play: async ({ canvasElement }) => {
    await openFirstTwo(canvasElement);
  },
};

export const CareersPositions: Story = {
  args: { type: 'multiple', defaultValue: ['frontend-developer'] },
  render: (args) => (
    <Accordion.Root {...args}>
      {positions.map((position) => (
        <Accordion.Item key={position.id} value={position.id}>
          <Accordion.Trigger>
            <span>
              {position.title}
              <br />
              <small style={{ fontWeight: 400 }}>{position.location}</small>
            </span>
          </Accordion.Trigger>
          <Accordion.Content>
            <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {position.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Senior Audio Engineer/ }),
    );
  },
};

/** `flush`: items divided by lines only, for an accordion inside another surface. */
export const Flush: Story = { args: { variant: 'flush' } };

/** A disabled item stays in the outline but cannot open. */
export const WithDisabledItem: Story = {
  render: (args) => (
    <Accordion.Root {...args}>
      <Accordion.Item value="open">
        <Accordion.Trigger>Recording sessions</Accordion.Trigger>
        <Accordion.Content>Booked in four-hour blocks with an engineer included.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="closed" disabled>
        <Accordion.Trigger>Live room hire (fully booked this month)</Accordion.Trigger>
        <Accordion.Content>Available again next month.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Live room hire/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <Accordion.Root type="multiple" variant={args.variant} defaultValue={['long']}>
      <Accordion.Item value="long">
        <Accordion.Trigger>
          What happens if a recording session has to be rescheduled because of illness, travel
          problems or a festival holiday that was not on the calendar when we booked?
        </Accordion.Trigger>
        <Accordion.Content>
          Tell us as early as you can. Sessions moved more than 48 hours ahead are rescheduled free
          of charge; inside 48 hours we keep half of the session fee as a credit you can use within
          six months. Engineers, session musicians and equipment rentals booked for you are
          rescheduled with the session when they are available, and we tell you before confirming
          the new date if any of them are not. Festival holidays announced after your booking never
          cost you anything.
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile390' } } };

export const AllVariants: Story = {
  parameters: gridModes,
  render: () => (
    <Stack gap="6">
      {accordionVariants.map((variant) => (
        <Accordion.Root
          key={variant}
          type="multiple"
          variant={variant}
          defaultValue={[faqs[1]!.id]}
        >
          {faqs.slice(0, 3).map((faq) => (
            <Accordion.Item key={faq.id} value={faq.id}>
              <Accordion.Trigger>
                {variant}: {faq.question}
              </Accordion.Trigger>
              <Accordion.Content>{faq.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ))}
    </Stack>
  ),
};
