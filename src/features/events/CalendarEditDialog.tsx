/**
 * The edit dialog of an event picked on the calendar. The calendar's rows carry the public fields only
 * (no capacity), so the whole row is read from the declared list first (GET event/events searched by its
 * title, the row with its id): saving a summary would silently drop the capacity.
 */
import { useEffect, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { FormDialog } from '../../framework/screens/FormDialog';
import { useQuietDataProvider } from '../../framework/screens/useQuietDataProvider';
import { useResourceMutations } from '../../framework/screens/useResourceMutations';
import { useToast } from '../../framework/screens/useToast';
import { EVENT_TEXT } from '../../domain/eventRules.mjs';
import { events } from '../../../resources/events/events';
import type { CalendarEvent } from './calendarMonth';

/** The search matches title or venue; 50 rows are plenty for one title. */
const SEARCH_ROWS = 50;

export const CalendarEditDialog = ({ picked, onClose }: { picked: CalendarEvent | null; onClose: () => void }) => {
  const dataProvider = useQuietDataProvider();
  const mutations = useResourceMutations(events);
  const [record, setRecord] = useState<RaRecord | null>(null);
  const toast = useToast();

  useEffect(() => {
    if (!picked) return setRecord(null);
    let current = true;
    dataProvider
      .getList(events.name, { pagination: { page: 1, perPage: SEARCH_ROWS }, sort: { field: 'startAt', order: 'DESC' }, filter: { q: picked.title } })
      .then(({ data }) => {
        if (!current) return;
        const row = data.find((r) => Number(r.eventId ?? r.id) === picked.eventId);
        if (row) setRecord(row);
        else {
          toast(EVENT_TEXT.notFound, 'error');
          onClose();
        }
      })
      .catch(() => {
        if (current) {
          toast(EVENT_TEXT.notFound, 'error');
          onClose();
        }
      });
    return () => void (current = false);
  }, [picked, dataProvider, onClose, toast]);

  return record ? (
    <FormDialog
      resource={events}
      mode="edit"
      open
      record={record}
      onClose={onClose}
      onSave={(data, action) => mutations.update(record, data, { notify: action.notify })}
    />
  ) : null;
};
