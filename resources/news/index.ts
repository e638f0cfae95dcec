import type { AnyResource } from '../../src/framework/declare';
import { newsFeed } from './newsFeed';

/** The news screens declared through the engine. */
export const newsResources: AnyResource[] = [newsFeed];
