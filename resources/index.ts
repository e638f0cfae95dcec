import type { AnyResource } from '../src/framework/declare';
import { globalDetails } from './globalDetails';

/** The registry of every declared resource; the app shell and the providers read it. */
export const resources: AnyResource[] = [globalDetails];
