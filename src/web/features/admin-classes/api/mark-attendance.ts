import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMark, StaffClassDetail } from '../../../../shared/api/classes.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_CLASSES_KEY } from './get-classes.ts';

/**
 * `admin/class/attendance/{bookingId}`: answers the class as it now stands, which replaces the
 * detail at once; lists (unmarked counts), orders (a completed one) and the history follow.
 */
export function useMarkAttendance(scheduleId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, status }: { bookingId: number; status: AttendanceMark }) =>
      apiRequest<StaffClassDetail>(`admin/class/attendance/${bookingId}`, { method: 'POST', body: { status }, language }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...ADMIN_CLASSES_KEY, 'detail', scheduleId, language], detail);
      return Promise.all(
        [[...ADMIN_CLASSES_KEY, 'list'], ['admin', 'orders'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
