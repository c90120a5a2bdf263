import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { onSessionEnded } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/session-token.ts';
import { loginPathFor } from './route-guard.ts';

/**
 * §8: when the API answers body code 401, the member's data is dropped and they go to the login
 * page, which brings them back here afterwards. The API client has already cleared the token,
 * closed the toasts and shown the server's message.
 */
export function useSessionEndedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
        const { pathname, search } = window.location;
        void navigate(pathname === '/login' ? '/login' : loginPathFor(pathname, search), { replace: true });
      }),
    [navigate, queryClient],
  );
}
