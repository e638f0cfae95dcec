// The declaration `npm run new:entity` writes: the README's example shape (a name, a status, the table and its
// dialogs, json-server's generic route while the institute's endpoint does not exist), with the options a new
// entity usually needs next written out as comments. docs/declarations.md explains every option.

/** 'meetingRooms' -> 'Meeting Rooms'. */
export const titleOf = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/** 'Meeting Rooms' -> 'Meeting Room' (a plain English plural; the file says so where it is wrong). */
const singularOf = (title) => title.replace(/ies$/, 'y').replace(/(ss|x|ch|sh)es$/, '$1').replace(/([^s])s$/, '$1');

/** The declaration file of entity `name` at `route`. */
export function entityDeclaration(name, route) {
  const title = titleOf(name);
  const one = singularOf(title);
  return `/** ${title}: TODO say in one line what the institute keeps here and who uses it. */
import { defineResource, number, simpleRest, status, text } from '../src/framework/declare';

export const ${name} = defineResource({
  name: '${name}',
  route: '${route}',
  title: '${title}',
  // Its item in the side menu: default under Administration, for the administrator; other roles get it when it is
  // ticked in Role Creation. For example: menu: { group: 'settings', order: 185, icon: 'Place' },
  idField: 'id',
  recordTitle: 'name',
  noun: '${one.toLowerCase()}',
  fields: {
    id: number({ label: 'No', readOnly: true }),
    name: text({ label: 'Name', required: 'Name is required', maxLength: { value: 100, message: 'At most 100 characters' } }),
    // more fields: text(), multiline(), number({ min, max }), date(), select({ choices }), boolean(), ...
    status: status(),
  },
  list: { columns: ['id', 'name', 'status'], rowActions: ['edit', 'delete'], canCreate: true },
  dialog: { title: '${one} Details' },
  // json-server's generic route, while the institute's endpoint does not exist. Once it does, only this line
  // changes, e.g. api: paged({ list: 'GET ${name}', create: 'POST ${name}', update: 'PUT ${name}/{id}', delete: 'DELETE ${name}/{id}' }),
  api: simpleRest('${name}'),
  notify: { created: '${one} saved', updated: '${one} updated', deleted: '${one} deleted' },
});
`;
}
