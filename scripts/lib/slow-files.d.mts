export const SLOW_FILES_PATH: string;
export function slowFilesOf(reports: Array<{ testResults: Array<{ name: string; startTime: number; endTime: number }> }>, root: string): Record<string, number>;
export function recordSlowFiles(reportFiles: string[], root: string, target: string): boolean;
