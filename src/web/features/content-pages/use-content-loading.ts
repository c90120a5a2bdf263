import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { CONTENT_PAGE_SLUGS } from '../../../shared/catalogue.ts';
import { CONTENT_LOADING_CLEAR_MS } from '../../../shared/limits.ts';

const isContentPath = (pathname: string) =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(pathname.split('/')[1] ?? '');

const subscribeToNothing = () => () => {};

/**
 * Spec §4: the content page's loading flag clears 300 ms after its data has loaded. It is up
 * while the router loads another content page, and for 300 ms after each arrival by client-side
 * navigation. The page the server rendered never shows it, so hydration matches.
 */
export function useContentLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [renderedByServer] = useState(() => (hydrating ? location.key : null));
  const [settledKey, setSettledKey] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettledKey(location.key), CONTENT_LOADING_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [location.key]);

  const loadingNext = navigation.state === 'loading' && isContentPath(navigation.location.pathname);
  const settling = location.key !== renderedByServer && settledKey !== location.key;
  return loadingNext || settling;
}
