import { text } from './text';
import type { MessageKey } from './keys';

const PREFIX = 'portal.';

/** A declaration's message as text: a catalogue key (msg(...)) is looked up, anything else is already the text. */
export const messageText = (message: string): string => (message.startsWith(PREFIX) ? text(message.slice(PREFIX.length) as MessageKey) : message);
