import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mockApiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** MOCK_API_DATA_DIR (relative to the working directory) or mock-api/data. */
export const dataDirFrom = (env) => (env.MOCK_API_DATA_DIR ? path.resolve(env.MOCK_API_DATA_DIR) : path.join(mockApiDir, 'data'));
