import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { FilterTabs, type FilterTabsOption } from './FilterTabs';
import { filterTabsOverflows } from './FilterTabs.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './FilterTabs.guide.md?raw';

type Track = {
  id: string;
  title: string;
  artist: string;
  genre: string;
  duration: string;
  filter: string;
};

const tracks: Track[] = [
  {
    id: 't1',
    title: 'Radha Shyam Salone Ko',
    artist: 'Priya Sharma',
    genre: 'Bhakti Song',
    duration: '4:12',
    filter: 'recent',
  },
  {
    id: 't2',
    title: 'Monsoon Letters',
    artist: 'Kabir Rao',
    genre: 'Indie Folk',
    duration: '3:48',
    filter: 'popular',
  },
  {
    id: 't3',
    title: 'Vande Mataram (Live Session)',
    artist: 'Studio Choir',
    genre: 'Desh Bhakti',
    duration: '5:03',
    filter: 'featured',
  },
  {
    id: 't4',
    title: 'Ghat Ke Deep',
    artist: 'Anjali Verma',
    genre: 'Chhath Puja',
    duration: '4:40',
    filter: 'recent',
  },
  {
    id: 't5',
    title: 'Night Shift at the Mixing Desk',
    artist: 'Arjun Mehta',
    genre: 'Lo-fi',
    duration: '2:56',
    filter: 'popular',
  },
  {
    id: 't6',
    title: 'Saffron Skyline',
    artist: 'The Ganga Collective',
    genre: 'Fusion',
    duration: '3:31',
    filter: 'exclusive',
  },
  {
    id: 't7',
    title: 'Tabla in the Rain',
    artist: 'Rohan Das',
    genre: 'Instrumental',
    duration: '3:05',
    filter: 'featured',
  },
  {
    id: 't8',
    title: 'First Light',
    artist: 'Meera Joshi',
    genre: 'Acoustic',
    duration: '3:22',
    filter: 'popular',
  },
];

const trackFilters = [
  { value: 'all', label: 'All Tracks' },
  { value: 'recent', label: 'Recent Releases' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'featured', label: 'Featured' },
  { value: 'exclusive', label: 'Exclusive' },
] as const;

const countFor = (value: string) =>
  value === 'all' ? tracks.length : tracks.filter((track) => track.filter === value).length;

const trackOptions: FilterTabsOption[] = trackFilters.map((option) => ({ ...option }));
const trackOptionsWithCounts: FilterTabsOption[] = trackFilters.map((option) => ({
  ...option,
  count: countFor(option.value),
}));

function TrackResults({ filter }: { filter: string }) {
  const visible = filter === 'all' ? tracks : tracks.filter((track) => track.filter === filter);
  if (visible.length === 0)
    return <p>No tracks in this collection yet. Check back after the next release.</p>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {visible.map((track) => (
        <li key={track.id}>
          {track.title} · {track.artist} · {track.genre} · {track.duration}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/FilterTabs',
  component: FilterTabs,
  args: {
    label: 'Filter tracks',
    options: trackOptionsWithCounts,
    defaultValue: 'all',
    overflow: 'wrap',
    onValueChange: fn(),
  },
  argTypes: {
    overflow: { control: 'inline-radio', options: filterTabsOverflows },
    value: { control: false },
  },
  render: function Render(args) {
    const [filter, setFilter] = useState(args.value ?? args.defaultValue ?? 'all');
    return (
      <FilterTabs
        {...args}
        value={filter}
        onValueChange={(next) => {
          setFilter(next);
          args.onValueChange?.(next);
        }}
      >
        <TrackResults filter={filter} />
      </FilterTabs>
    );
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof FilterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Most Popular (3)' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Most Popular (3)' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Labels without counts. */
export const WithoutCounts: Story = { args: { options: trackOptions } };

export const EmptyResult: Story = {
  args: {
    options: [...trackOptions.slice(0, 4), { value: 'live', label: 'Live Sessions', count: 0 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Live Sessions (0)' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'No tracks in this collection yet',
    );
  },
};

const faqOptions: FilterTabsOption[] = [
  { value: 'all', label: 'All' },
  { value: 'music-production', label: 'Music Production' },
  { value: 'video-production', label: 'Video Production' },
  { value: 'billing', label: 'Billing' },
  { value: 'technical', label: 'Technical' },
  { value: 'general', label: 'General' },
];

const faqs = [
  { q: 'How long does it take to produce a single?', category: 'music-production' },
  { q: 'Do you shoot music videos on location?', category: 'video-production' },
  { q: 'Which payment methods do you accept?', category: 'billing' },
  { q: 'Which file formats do you deliver masters in?', category: 'technical' },
  { q: 'Where is the studio located?', category: 'general' },
];

export const FaqCategories: Story = {
  args: { label: 'FAQ categories', options: faqOptions, defaultValue: 'all' },
  render: function Render(args) {
    const [category, setCategory] = useState('all');
    const visible = faqs.filter((faq) => category === 'all' || faq.category === category);
    return (
      <FilterTabs {...args} value={category} onValueChange={setCategory}>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {visible.map((faq) => (
            <li key={faq.q}>{faq.q}</li>
          ))}
        </ul>
      </FilterTabs>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Billing' })).toHaveTextContent(
      'Which payment methods do you accept?',
    );
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(1);
  },
};

const newsroomOptions: FilterTabsOption[] = [
  'All',
  'Music',
  'Video',
  'Production',
  'Artists',
  'Projects',
  'Events',
].map((category) => ({ value: category.toLowerCase(), label: category }));

/** `overflow="scroll"`: one line of chips that scrolls sideways on narrow screens. */
export const NewsroomChipsScrollingOnMobile: Story = {
  args: {
    label: 'News categories',
    options: newsroomOptions,
    defaultValue: 'all',
    overflow: 'scroll',
  },
  globals: { viewport: { value: 'mobile390' } },
  render: (args) => (
    <FilterTabs {...args}>
      <p>Six latest stories from the studio appear here.</p>
    </FilterTabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{End}');
  },
};

export const NarrowWrapping: Story = {
  globals: { viewport: { value: 'mobile390' } },
};

export const LongLabels: Story = {
  args: {
    label: 'Filter projects',
    options: [
      { value: 'all', label: 'All Projects', count: 42 },
      { value: 'film', label: 'Feature Film Scores and Background Music', count: 7 },
      { value: 'ads', label: 'Advertising Jingles for Regional Brands', count: 18 },
      { value: 'devotional', label: 'Devotional Albums', count: 17, disabled: true },
    ],
  },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: (args) => (
    <Stack gap="6">
      {filterTabsOverflows.map((overflow) => (
        <FilterTabs
          key={overflow}
          {...args}
          label={`Filter tracks (${overflow})`}
          overflow={overflow}
        >
          <p>
            Overflow “{overflow}”:{' '}
            {overflow === 'wrap'
              ? 'chips wrap onto more lines'
              : 'chips scroll sideways below 1024 px'}
            .
          </p>
        </FilterTabs>
      ))}
    </Stack>
  ),
};
