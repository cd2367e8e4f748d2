import { useEffect, useState } from 'react';
import { errorText, listBookings, listFreeSlots } from './api';
import type { BookingSummary, Slot } from './api';
import { WEEK } from './dates';

export interface WeekData {
  resourceId: string;
  free: Record<string, Slot[]>;
  bookings: BookingSummary[];
}

/** Live week view of one instrument: free slots per day plus its confirmed bookings. */
export function useWeek(resourceId: string, refreshKey: number) {
  const [data, setData] = useState<WeekData | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!resourceId) return;
    let live = true;
    setError('');
    Promise.all([Promise.all(WEEK.map((day) => listFreeSlots(resourceId, day))), listBookings({ resource_id: resourceId })])
      .then(([perDay, bookings]) => {
        if (!live) return;
        const free: Record<string, Slot[]> = {};
        WEEK.forEach((day, i) => {
          free[day] = perDay[i];
        });
        setData({
          resourceId,
          free,
          bookings: bookings.filter((b) => b.status === 'confirmed' && WEEK.includes(b.date)),
        });
      })
      .catch((err) => {
        if (live) setError(errorText(err));
      });
    return () => {
      live = false;
    };
  }, [resourceId, refreshKey]);

  return { week: data && data.resourceId === resourceId ? data : null, error };
}
