// Hindi words (a translation's fields, marked `lang="hi"`) in the theme's Devanagari face, for
// editors whose system has none; downloaded only by a page that shows such words.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import { darkTheme } from '@studio/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { createAppRouter } from './router';

document.documentElement.classList.add(darkTheme);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
