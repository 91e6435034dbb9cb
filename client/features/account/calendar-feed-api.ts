import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated } from '../../../shared/contracts/calendar-feed';
import * as feedRoutes from '../../../shared/contracts/calendar-feed-routes';
import * as feedWriteRoutes from '../../../shared/contracts/calendar-feed-write-routes';
import { callApi } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';

// The member's calendar feed (issue 31, decision 056): whether it is on, and making, replacing or
// turning off its address. The address itself comes only in the answer that made it.

export const calendarFeedKeys = { status: ['account', 'calendar-feed'] as const };

export function useCalendarFeedStatus() {
  return useQuery(
    queryOptions({
      queryKey: calendarFeedKeys.status,
      queryFn: () => callApi(feedRoutes.getCalendarFeedStatus, {}),
    }),
  );
}

/** Makes the address, or replaces the old one; `onCreated` gets it, to show this once. */
export function useCreateCalendarFeed(onCreated: (feed: CalendarFeedCreated) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(feedWriteRoutes.createCalendarFeed, {}),
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedKeys.status, { isOn: true, createdAt: feed.createdAt });
      onCreated(feed);
    },
    onError: (error) => toastFailure(error, failureWords(error, 'Could not make a calendar link')),
  });
}

export function useDeleteCalendarFeed(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(feedWriteRoutes.deleteCalendarFeed, {}),
    onSuccess: () => {
      queryClient.setQueryData(calendarFeedKeys.status, { isOn: false, createdAt: null });
      toastSuccess('Your calendar link is off. Calendars using it will stop updating.');
      onDeleted();
    },
    onError: (error) => toastFailure(error, failureWords(error, 'Could not turn off the calendar link')),
  });
}
