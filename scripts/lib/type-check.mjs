// The type check, as `npm test` runs it and the new-entity browser test runs it on its copy of the project.

/**
 * `node <typeCheckArgs(project)>` from the project's root: TypeScript's native compiler (7, `@typescript/native`),
 * the same checks as the JavaScript one in about a fifth of its CPU time. `typescript` itself stays at 5: the tools
 * that read TypeScript through its JavaScript API (the layers test's import graph, the declaration docs test) need
 * that API, which 7 lacks.
 */
export const typeCheckArgs = (project = 'tsconfig.json') => ['node_modules/@typescript/native/bin/tsc', '-p', project, '--noEmit'];
