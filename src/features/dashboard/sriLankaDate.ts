/** DD/MM/YYYY of an ISO instant on the Sri Lanka calendar, whatever the browser's zone (the one shared formatter). */
import { formatSriLankaDate } from '../../domain/sriLankaTime.mjs';

export const sriLankaDate = (iso: string): string => formatSriLankaDate(iso);
