// The worked example of docs/declarations.md, kept here so tsc checks it; the docs test holds the two the same.
// example:start
import { defineResource, number, simpleRest, status, text } from '../../../src/framework/declare';

export const venues = defineResource({
  name: 'venues',
  route: '/param/venues',
  title: 'Venues',
  idField: 'venueId',
  recordTitle: 'venueName',
  noun: 'venue',
  fields: {
    venueId: number({ label: 'No', readOnly: true }),
    venueName: text({ label: 'Venue', required: 'Venue name is required' }),
    status: status({ label: 'Status' }),
  },
  list: {
    columns: ['venueId', 'venueName', 'status'],
    rowActions: ['edit', 'delete'],
    canCreate: true,
  },
  dialog: { title: 'Venue Details' },
  api: simpleRest('venues'),
  notify: { created: 'Venue created', updated: 'Venue updated', deleted: 'Venue deleted' },
});
// example:end
