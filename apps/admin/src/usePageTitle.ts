import { useEffect } from 'react';
import { useStudioName } from './api/dashboard/website';
import { screenTitle } from './studio';

export function usePageTitle(title: string) {
  const studioName = useStudioName();
  useEffect(() => {
    document.title = screenTitle(title, studioName);
  }, [title, studioName]);
}
