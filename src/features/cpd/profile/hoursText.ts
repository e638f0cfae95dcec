/** Hours as the server counts them (two decimals at most), without trailing zeros: 12.5, 20, 0.25. */
export const hoursText = (hours: number): string => String(Math.round(hours * 100) / 100);
