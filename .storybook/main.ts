import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
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
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['source'] },
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
          'react-dom/client',
          'downshift',
        ],
      },
    });
  },
};

export default config;
