import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
let browserQueryClient: QueryClient | undefined;

/**
 * For reads asked again whenever their page opens: an answer this young is the one the page's
 * route started as it opened (`browserQueries` below), so the page does not ask a second time.
 */
export const READ_ON_OPENING_MS = 2_000;

/**
 * The browser's one cache, for a route's `clientLoader` to start the reads its page will make
 * before the page renders: the page then finds them in flight or answered.
 */
export const browserQueries = (): QueryClient => (browserQueryClient ??= newQueryClient());

/**
 * The data layer for the parts of the site that read the API from the browser. The home page and
 * the other pages a first visit opens render from their loaders and never load it; the pages,
 * layouts and header parts that do each wrap themselves in a scope. In the browser every scope
 * shares one cache, so an answer read by the header is not fetched again by the page; on the
 * server each render has its own, so no answer crosses from one visitor to another.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? newQueryClient() : browserQueries()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Part` inside a QueryScope of its own. */
export function withQueryScope<Props extends object>(Part: ComponentType<Props>): (props: Props) => ReactElement {
  return function InQueryScope(props: Props) {
    return (
      <QueryScope>
        <Part {...props} />
      </QueryScope>
    );
  };
}
