// The yardstick of `npm run bench`: the smallest useful react-admin app (one resource, guessed list).
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
