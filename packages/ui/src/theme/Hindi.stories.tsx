import type { Meta, StoryObj } from '@storybook/react-vite';
import unicodeRanges from '@fontsource/noto-sans-devanagari/unicode.json';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { gridModes } from '../stories/chromaticModes';

const meta = {
  title: 'Foundations/Hindi',
  parameters: {
    docs: {
      description: {
        component:
          'Text marked `lang="hi"` takes the theme\'s `devanagari` tokens: a Devanagari face first in the body and heading stacks, and taller lines (body 1.75, headings 1.4) for the vowel signs above and below the letters. The app serves the face (here `@fontsource/noto-sans-devanagari`, its Devanagari subset only).',
      },
    },
  },
  // The face as the site declares it (apps/site/src/fonts): the npm package's Devanagari subset
  // files with its range, regular and bold, so Storybook never reaches a font host. Loaded
  // before the story draws, so screenshots show the face rather than the fallback.
  loaders: [
    async () => {
      const faces = Object.entries({ 400: regular, 700: bold }).map(
        ([weight, url]) =>
          new FontFace('Noto Sans Devanagari', `url("${url}") format("woff2")`, {
            weight,
            display: 'swap',
            unicodeRange: unicodeRanges.devanagari,
          }),
      );
      for (const face of faces) document.fonts.add(face);
      await Promise.all(faces.map((face) => face.load()));
      return {};
    },
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading, a paragraph and a button in Hindi. */
export const Devanagari: Story = {
  // Chromatic too, in both themes at a phone and a desktop width, as the variant grids.
  parameters: gridModes,
  render: () => (
    <Stack gap="4" lang="hi">
      <Heading level={1} size="xl">
        संगीत और फ़िल्म का स्टूडियो
      </Heading>
      <Text>
        सरगम स्टूडियोज़ में हम गीत रिकॉर्ड करते हैं, फ़िल्मों का संगीत रचते हैं और नए कलाकारों को मंच देते हैं। अपनी अगली
        रचना हमारे साथ बनाइए: रिकॉर्डिंग, मिक्सिंग और मास्टरिंग एक ही छत के नीचे।
      </Text>
      <div>
        <Button>सुनना शुरू करें</Button>
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'संगीत और फ़िल्म का स्टूडियो' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सुनना शुरू करें' })).toBeVisible();
    // The Devanagari face leads the stack, and its lines are taller than English text's 1.15.
    const style = getComputedStyle(heading);
    await expect(style.fontFamily).toMatch(/^"Noto Sans Devanagari"/);
    await expect(parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toBeCloseTo(1.4);
  },
};
