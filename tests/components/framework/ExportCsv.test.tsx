import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceListScreen } from '../../../src/framework';
import { fakeDataProvider, renderInAdmin } from './harness';
import { people, peopleRows } from './fixtures';

/** downloadCSV hands the browser a Blob URL and clicks a link: keep the Blob and the file name. */
const catchDownloads = () => {
  const files: { blob: Blob; name: string }[] = [];
  let last: Blob | undefined;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => ((last = blob), 'blob:csv')) }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ blob: last, name: this.getAttribute('download') ?? '' });
  });
  return files;
};

/** jsdom's Blob has no text(): read it as a browser would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Export (a CSV of the filtered rows)', () => {
  it('asks for every row under the current search and sort in one getList (the provider pages it) and downloads them as the table shows them', async () => {
    const files = catchDownloads();
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await screen.findByText('Person 1');
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'Person 1' } });
    // Person 1 and Person 10..19: 11 rows, more than one page of 10
    await waitFor(() => expect(provider.getList.mock.lastCall?.[1].filter).toEqual({ q: 'Person 1' }), { timeout: 5000 });
    await screen.findByText('1-10 of 11');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(provider.getList).toHaveBeenLastCalledWith('people', expect.objectContaining({ pagination: { page: 1, perPage: 11 }, filter: { q: 'Person 1' }, sort: { field: 'personId', order: 'DESC' } }));
    expect(files[0].name).toMatch(/^People Screen \d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await textOf(files[0].blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Person Id,Full Name,Joined,Fee (LKR),State');
    expect(lines).toHaveLength(12);
    // the fake provider does not sort: the rows come in its order
    expect(lines[1]).toBe('1,Person 1,05/03/2024,1234.00,Approved');
    expect(lines.at(-1)).toBe('19,Person 19,05/03/2024,1252.00,Reject');
  });

  it('is not offered where the declaration says export: false, and is disabled on an empty list', async () => {
    const { unmount } = renderInAdmin(<ResourceListScreen resource={{ ...people, list: { ...people.list!, export: false } }} />, fakeDataProvider(peopleRows));
    await screen.findByText('Person 1');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    unmount();
    renderInAdmin(<ResourceListScreen resource={people} />, fakeDataProvider([]));
    await screen.findByText('There are no records to display');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('says why when the rows cannot be read', async () => {
    catchDownloads();
    const provider = fakeDataProvider(peopleRows);
    renderInAdmin(<ResourceListScreen resource={people} />, provider);
    await screen.findByText('Person 1');
    provider.getList.mockRejectedValueOnce(new Error('Service unavailable'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The export failed: Service unavailable')).toBeInTheDocument();
  });
});
