import type { AnyResource } from '../../src/framework/declare';
import { events } from './events';
import { eventMembers } from './eventMembers';

/** The events screens declared through the engine (issue 12). */
export const eventResources: AnyResource[] = [events, eventMembers];
