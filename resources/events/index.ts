import type { AnyResource } from '../../src/framework/declare';
import { events } from './events';
import { eventMembers } from './eventMembers';
import { eventChoices } from './eventChoices';

/** The events screens declared through the engine, and the assignment screen's event select. */
export const eventResources: AnyResource[] = [events, eventMembers, eventChoices];
