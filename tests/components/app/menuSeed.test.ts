import { describe, expect, it } from 'vitest';
// The mock API's menu seed: the rows the login turns into the side menu.
import { menuIdsFor, menuRows } from '../../../mock-api/seed/menus.mjs';

const ADMIN = 1;
const APPLICANT = 21;
const MEMBER = 22;

describe('menu seed: the mail outbox', () => {
  const rows = menuRows();
  const outbox = rows.find((row) => row.url === '/user/mail-outbox');

  it('is the only adminOnly row, and the flag reaches the flat rows', () => {
    expect(rows.filter((row) => row.adminOnly).map((row) => row.url)).toEqual(['/user/mail-outbox']);
    expect(outbox).toMatchObject({ id: 181, title: 'Mail Outbox', type: 'item', icon: 'Mail', adminOnly: true });
  });

  it('sits in Settings after Global Details', () => {
    const settings = rows.find((row) => row.type === 'collapse' && row.title === 'Settings');
    const children = rows.filter((row) => row.parentId === settings?.id).sort((a, b) => a.order - b.order);
    expect(children.map((row) => row.title)).toEqual(['Global Details', 'Mail Outbox']);
  });

  it('is ticked for the administrator only', () => {
    expect(menuIdsFor(ADMIN)).toContain(181);
    for (const role of [APPLICANT, MEMBER]) expect(menuIdsFor(role)).not.toContain(181);
  });
});
