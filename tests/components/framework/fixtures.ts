/** A declaration exercising every list feature, and rows for it. */
import { date, defineResource, money, number, paged, status, text } from '../../../src/framework/declare';

export const people = defineResource({
  name: 'people',
  route: '/people',
  title: 'People Screen',
  idField: 'personId',
  recordTitle: 'fullName',
  noun: 'person',
  dialog: { title: 'Person Details' },
  fields: {
    personId: number({ label: 'Person Id', readOnly: true }),
    fullName: text({ label: 'Full Name', required: 'Full Name cannot be empty', readOnlyOnEdit: true }),
    note: text({ label: 'Note', required: 'Note required' }),
    joined: date({ label: 'Joined' }),
    fee: money({ label: 'Fee' }),
    state: status({ label: 'State', readOnly: true }),
  },
  list: {
    columns: ['personId', 'fullName', 'joined', 'fee', 'state'],
    defaultSort: { field: 'personId', order: 'DESC' },
    rowActions: ['view', 'edit', 'delete', 'approve', 'print'],
    canCreate: true,
  },
  api: paged({ list: 'GET people', create: 'POST people', update: 'PUT people', delete: 'DELETE people/{personId}' }),
  notify: { created: 'Person Creation Success', updated: 'Person Update Success', deleted: 'Person Delete Success' },
});

const STATES = [2, 1, 16, 7];

export const peopleRows = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  personId: i + 1,
  fullName: `Person ${i + 1}`,
  note: 'n',
  joined: '2024-03-05',
  fee: 1234 + i,
  state: STATES[i % 4],
}));
