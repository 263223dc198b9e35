// Matches requests to the route table using API Gateway's path syntax ({name} and {name+}).
import type { HttpMethod } from '../../domain/api/route-contract';
import type { RouteDefinition } from '../../lambdas/routes';

export interface RouteMatch<R extends RouteDefinition> {
  readonly route: R;
  readonly pathParameters: Record<string, string>;
}

interface CompiledRoute<R> {
  readonly route: R;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

export function compileRoutes<R extends RouteDefinition>(routes: readonly R[]) {
  const compiled: CompiledRoute<R>[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)(\+?)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return param[2] ? '(.+)' : '([^/]+)';
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
  });

  return {
    /** The route for this method and path, or why there is none (404 or 405). */
    match(method: string, path: string): RouteMatch<R> | 'not_found' | 'method_not_allowed' {
      let pathMatched = false;
      for (const candidate of compiled) {
        const result = candidate.pattern.exec(path);
        if (!result) continue;
        pathMatched = true;
        if (candidate.route.method !== (method as HttpMethod)) continue;
        const pathParameters: Record<string, string> = {};
        candidate.names.forEach((name, index) => {
          pathParameters[name] = safeDecode(result[index + 1]!);
        });
        return { route: candidate.route, pathParameters };
      }
      return pathMatched ? 'method_not_allowed' : 'not_found';
    },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
