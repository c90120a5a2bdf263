import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlinePaymentMethod, SandboxOutcome, SandboxOutcomeAnswer } from '../../../../shared/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `payment/sandbox/session/{id}/complete`: pay, decline or cancel the test checkout, by the way chosen. */
export function useCompleteSandboxCheckout(sessionId: string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { outcome: SandboxOutcome; method: OnlinePaymentMethod }) =>
      apiRequest<SandboxOutcomeAnswer>(`payment/sandbox/session/${encodeURIComponent(sessionId)}/complete`, {
        method: 'POST',
        body: choice,
        language,
      }),
    // The order changed; its pages read it afresh when opened (this page is about to leave).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY, refetchType: 'none' }),
  });
}
