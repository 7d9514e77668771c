import '@studio/ui/styles.css';
import { darkTheme } from '@studio/ui';
import { createRoot } from 'react-dom/client';
import { App } from './App';

document.documentElement.classList.add(darkTheme);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<App />);
