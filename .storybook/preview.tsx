import type { Preview } from '@storybook/react-vite';
import { withThemeByClassName } from '@storybook/addon-themes';
import { darkTheme, lightTheme, vars } from '../packages/ui/src';
import { AXE_TAGS } from '../scripts/axe-rules.mjs';

const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop',
});

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    // Docs pages draw each story on Storybook's own white canvas: paint the theme's page colours
    // behind it so dark-theme text stays readable there too.
    (Story, context) =>
      context.viewMode === 'docs' ? (
        <div
          style={{
            background: vars.color.background,
            color: vars.color.text,
            padding: vars.space['4'],
          }}
        >
          <Story />
        </div>
      ) : (
        <Story />
      ),
    // The theme class goes on <html> so portalled content (dialogs, toasts, menus) is themed too.
    withThemeByClassName({
      themes: { dark: darkTheme, light: lightTheme },
      defaultTheme: 'dark',
      parentSelector: 'html',
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: {
      // Every story is checked by axe in `npm test`; a violation fails the run.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: AXE_TAGS },
      },
    },
    viewport: {
      options: {
        mobile390: viewport('Phone (390)', 390, 844),
        small480: viewport('Small (480)', 480, 900),
        mobile768: viewport('Tablet portrait (768)', 768, 1024),
        tablet834: viewport('Tablet (834)', 834, 1112),
        desktop1024: viewport('Desktop (1024)', 1024, 768),
        desktop1280: viewport('Wide (1280)', 1280, 800),
      },
    },
    docs: { toc: true },
    backgrounds: { disable: true },
  },
};

export default preview;
