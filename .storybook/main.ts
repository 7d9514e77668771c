import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: '../packages/ui/src/stories/assets', to: '/sample' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The docgen plugin reads only the files of one TypeScript project, by default the root
      // tsconfig.json, which holds the tooling and not the package: every component was skipped and
      // the props tables fell back to types guessed from the stories' args, without descriptions.
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props and the Radix parts' (`type`, `onValueChange`...), which are our API too;
      // the DOM's hundreds of inherited attributes would bury them, unless a component declares
      // one again to document it (a prop has a declaration per type it appears in).
      propFilter: (prop) => {
        const files = (prop.declarations ?? (prop.parent ? [prop.parent] : [])).map(
          (declaration) => declaration.fileName,
        );
        return (
          files.length === 0 ||
          files.some((file) => !file.includes('/node_modules/') || file.includes('/@radix-ui/'))
        );
      },
    },
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vanilla-extract/dynamic',
          '@radix-ui/react-icons',
          '@radix-ui/react-slot',
          '@radix-ui/react-dialog',
          '@radix-ui/react-alert-dialog',
          '@radix-ui/react-accordion',
          '@radix-ui/react-toast',
          '@radix-ui/react-tabs',
          '@radix-ui/react-select',
          '@radix-ui/react-checkbox',
          '@radix-ui/react-switch',
          '@radix-ui/react-avatar',
          '@radix-ui/react-visually-hidden',
          '@radix-ui/react-label',
          '@radix-ui/react-slider',
          '@radix-ui/react-toolbar',
          'lexical',
          '@lexical/clipboard',
          '@lexical/html',
          '@lexical/link',
          '@lexical/list',
          '@lexical/rich-text',
          '@lexical/selection',
          '@lexical/utils',
          '@lexical/react/LexicalComposer',
          '@lexical/react/LexicalComposerContext',
          '@lexical/react/LexicalContentEditable',
          '@lexical/react/LexicalErrorBoundary',
          '@lexical/react/LexicalHistoryPlugin',
          '@lexical/react/LexicalLinkPlugin',
          '@lexical/react/LexicalListPlugin',
          '@lexical/react/LexicalRichTextPlugin',
          '@lexical/react/useLexicalNodeSelection',
          'react-dom/client',
          'downshift',
          // The story tests' light-theme check (visual/setup.ts) imports it.
          'axe-core',
        ],
      },
    });
  },
};

export default config;
