import { useEffect } from 'react';
import { screenTitle } from './studio';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = screenTitle(title);
  }, [title]);
}
