// `npm run new:entity -- <name>`: scaffolds a declared entity: resources/<name>.ts (scripts/lib/entity-template.mjs)
// and its line in resources/index.ts. The entity's screen, menu item (the administrator's, under Administration),
// permission and prototype API all follow from that declaration; restart `npm start` to see it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { entityDeclaration, titleOf } from './lib/entity-template.mjs';
import { buildSeed } from '../mock-api/seed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const NAME = /^[a-z][a-zA-Z0-9]{1,39}$/;

function fail(message) {
  console.error(`new:entity: ${message}`);
  process.exit(1);
}

const name = process.argv[2];
if (!name || !NAME.test(name)) fail('give the entity a name: a lower-case letter, then letters or digits (e.g. venues, meetingRooms)');
const route = `/param/${name.toLowerCase()}`;
const file = path.join(root, 'resources', `${name}.ts`);
const index = path.join(root, 'resources', 'index.ts');
if (existsSync(file)) fail(`resources/${name}.ts already exists`);
const registry = readFileSync(index, 'utf8');
if (new RegExp(`\\b${name}\\b`).test(registry)) fail(`resources/index.ts already names ${name}`);
// Its prototype collection must never be one of the institute's: the generic router would serve those records.
if (Object.keys(buildSeed()).includes(name)) fail(`"${name}" is a collection of the institute's API; choose another name`);

const lines = registry.split('\n');
const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
const listStart = lines.findIndex((line) => line.startsWith('export const resources'));
const listEnd = lines.findIndex((line, at) => at > listStart && line === '];');
if (lastImport < 0 || listStart < 0 || listEnd < 0) fail('resources/index.ts no longer has its `export const resources: AnyResource[] = [ ... ];` list');
lines.splice(listEnd, 0, `  ${name},`);
lines.splice(lastImport + 1, 0, `import { ${name} } from './${name}';`);

writeFileSync(file, entityDeclaration(name, route));
writeFileSync(index, lines.join('\n'));
console.log(`Declared resources/${name}.ts and listed it in resources/index.ts.
  screen      ${route}
  menu item   Administration > ${titleOf(name)} (the administrator's; tick it in Role Creation for another role)
  prototype   /api/${name} on json-server's generic router, for the holders of the screen
Restart \`npm start\` to see it; edit the declaration's fields, then switch its api line to the institute's endpoint.`);
