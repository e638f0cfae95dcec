import type { AnyResource } from '../../src/framework/declare';
import { newsFeed } from './newsFeed';

/** The news screens declared through the engine (issue 12). */
export const newsResources: AnyResource[] = [newsFeed];
