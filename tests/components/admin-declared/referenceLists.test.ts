/** Reference lists answering a bare array (listAnswer 'array'), through the real data provider. */
import { describe, expect, it } from 'vitest';
import { fakeApi } from './fakeApi';

const STATUSES = [
  { statusCode: 1, statusName: 'Pending' },
  { statusCode: 2, statusName: 'Approved' },
  { statusCode: 16, statusName: 'Reject' },
];

describe("listAnswer 'array'", () => {
  it('takes every record of GET usermanagement/alluserstatus with its length as total', async () => {
    const { dataProvider, calls } = fakeApi({ 'GET usermanagement/alluserstatus': () => STATUSES });
    const result = await dataProvider.getList('userStatuses', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'statusName', order: 'ASC' }, filter: {} });
    expect(result).toEqual({ data: STATUSES.map((s) => ({ ...s, id: s.statusCode })), total: 3 });
    expect(calls('GET usermanagement/alluserstatus')).toHaveLength(1);
  });

  it('cuts the requested page', async () => {
    const { dataProvider } = fakeApi({ 'GET usermanagement/alluserstatus': () => STATUSES });
    const result = await dataProvider.getList('userStatuses', { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toEqual({ data: [{ ...STATUSES[2], id: 16 }], total: 3 });
  });

  it('an answer that is not an array is an error, never a guess', async () => {
    const { dataProvider } = fakeApi({ 'GET usermanagement/roleoptions': () => ({ data: [], total: 0 }) });
    await expect(dataProvider.getList('roleMenuOptions', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(
      'Http request error: the list answer is not an array (resource "roleMenuOptions")',
    );
  });

  it('paged lists still need {data, total}', async () => {
    const { dataProvider } = fakeApi({ 'GET usermanagement/allrolelist': () => [{ userRoleID: 1 }] });
    await expect(dataProvider.getList('roles', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow('no data array');
  });
});
