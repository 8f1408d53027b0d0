import { useEffect, useState } from 'react';
import { preferencesAtom } from './state/auth';
import { useSharedAtom } from './state/hooks';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The theme in force: the preference, with 'auto' following the system. Marks <html data-theme> so the
 * antd-free public pages follow it too.
 */
export function useResolvedTheme(): 'light' | 'dark' {
  const { theme } = useSharedAtom(preferencesAtom);
  // Rendered on the server (the first frame), there is no system to ask: the preference given is resolved.
  const [systemDark, setSystemDark] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const resolved = theme === 'auto' ? (systemDark ? 'dark' : 'light') : theme;
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);
  return resolved;
}
