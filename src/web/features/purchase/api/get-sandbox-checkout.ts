import { queryOptions } from '@tanstack/react-query';
import type { SandboxCheckout } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** `payment/sandbox/session/{id}`: what the local test checkout shows (D9). */
export const sandboxCheckoutQueryOptions = (sessionId: string, language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'sandbox-checkout', sessionId, language],
    queryFn: ({ signal }) =>
      apiRequest<SandboxCheckout>(`payment/sandbox/session/${encodeURIComponent(sessionId)}`, { language, signal }),
  });
