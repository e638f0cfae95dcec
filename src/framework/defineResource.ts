/**
 * `defineResource` checks a declaration against its own fields at compile time:
 * columns, sort field, id and title fields, and every `{placeholder}` of an endpoint
 * must name a field (or 'id'); a typo fails tsc instead of a user.
 */
import type { ApiSpec, Endpoints, Fields, ResourceDeclaration } from './types';

/** 'DELETE a/{x}/b/{y}' -> 'x' | 'y'. */
export type PlaceholdersOf<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | PlaceholdersOf<Rest> : never;

type CheckedEndpoint<E, Names extends string> = [Exclude<PlaceholdersOf<E>, Names>] extends [never]
  ? E
  : `unknown placeholder {${Exclude<PlaceholdersOf<E>, Names> & string}}`;

/** The api with every endpoint whose placeholders name no field replaced by an error text type. */
export type CheckedApi<A, Names extends string> = {
  [K in keyof A]: K extends keyof Endpoints ? CheckedEndpoint<A[K], Names> : A[K];
};

type FieldNames<F> = (keyof F & string) | 'id';

/**
 * Declares a resource (a screen and its data calls) and checks it against its own fields at compile time.
 * @param declaration ResourceDeclaration: name, title, idField, fields and api are required.
 */
export const defineResource = <const F extends Fields, const A extends ApiSpec>(
  declaration: Omit<ResourceDeclaration<F>, 'api'> & { api: A & CheckedApi<A, FieldNames<F>> },
): ResourceDeclaration<F> & { api: A } => declaration;
