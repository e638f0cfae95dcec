// Part 2 of the fuzz of malformed bodies against every write route (tests/security/fuzz/suite.mjs says what it sends
// and checks); the parts run side by side.
import { fuzzWriteRoutes } from './fuzz/suite.mjs';

fuzzWriteRoutes({ part: 2, parts: 2 });
