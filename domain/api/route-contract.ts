// The route contract: each HTTP route's name, method and path, declared once in domain/api/routes/,
// with the types its body and answer have. lambdas/routes.ts adds how the route runs (entry file,
// access, grants); the web calls it by the same entry (`callRoute`, web/lib/api.ts).
// Route files import their shapes as types only, so a page that calls a route bundles no schema.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const shapeType: unique symbol;
/** A type carried by a route for the compiler only: at run time it is an empty object. */
export interface Shape<T> {
  readonly [shapeType]: T;
}
const SHAPE = Object.freeze({});
export const shape = <T>(): Shape<T> => SHAPE as Shape<T>;

export interface RouteShape {
  readonly method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/proofs/{id}`. */
  readonly path: string;
  /** The request body's type, where the route takes one that domain/api/ declares. */
  readonly body?: Shape<unknown>;
  /** The answer's type, where domain/api/ declares it. */
  readonly answer?: Shape<unknown>;
}

export type RouteContract<Name extends string = string> = RouteShape & {
  /** Unique, stable, PascalCase: names the function and its logical id. */
  readonly name: Name;
};

/** Routes keyed by their names; each entry gets its key as its `name`. */
export function defineRoutes<const T extends Record<string, RouteShape>>(routes: T): { readonly [N in keyof T & string]: T[N] & { readonly name: N } } {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { name, ...route }])) as never;
}

/** `{id}` and `{proxy+}` in a path, by name. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? (Name extends `${infer Greedy}+` ? Greedy : Name) | ParamNames<Rest> : never;
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string };
export type HasParams<R extends RouteShape> = [ParamNames<R['path']>] extends [never] ? false : true;

export type BodyOf<R extends RouteShape> = R['body'] extends Shape<infer B> ? B : never;
export type AnswerOf<R extends RouteShape> = R['answer'] extends Shape<infer A> ? A : unknown;

/** The route's path with its parameters filled in, each encoded as one path segment. */
export function pathOf<R extends RouteShape>(route: R, params?: PathParams<R['path']>): string {
  return route.path.replace(/\{(\w+)\+?\}/g, (_match, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(value);
  });
}
