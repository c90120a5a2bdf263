import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSessionToken, MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/**
 * Log Out (§4): the session is cleared here at once, whatever the server answers, since a member
 * who asks to leave must never stay signed in; `sso/logout` then revokes the token (D5).
 */
export function useSignOut() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    /** The token to revoke, read before `onMutate` clears it. */
    mutationFn: async (token: string) => {
      if (!token) return;
      try {
        await apiRequest<null>('sso/logout', { method: 'POST', language, token });
      } catch {
        // An already dead token or an unreachable server: the local session is gone either way.
      }
    },
    onMutate: () => {
      clearSessionToken();
      queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
    },
  });
}
