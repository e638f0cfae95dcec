/**
 * The light entry for declarations (resources/*.ts): factories and types, no React.
 * The registry can be read at start-up (routes, providers) without loading the screens.
 */
export * from './types';
export * from './fields';
export * from './api';
export * from './defineResource';
export * from './recordOf';
export * from './checkDeclarations';
export * from './decisions';
