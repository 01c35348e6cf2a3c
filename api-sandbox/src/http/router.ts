// A tiny router: literal segments match case-insensitively, `{name}` segments capture a value.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteMatch<T> =
  | { kind: 'found'; value: T; params: Record<string, string> }
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' };

type Segment = { literal: string } | { param: string };

interface CompiledRoute<T> {
  method: HttpMethod;
  segments: Segment[];
  value: T;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function compile(path: string): Segment[] {
  return splitPath(path).map((segment) => {
    const param = /^\{([A-Za-z][A-Za-z0-9]*)\}$/.exec(segment);
    return param ? { param: param[1] as string } : { literal: segment.toLowerCase() };
  });
}

function shapeKey(method: string, path: string): string {
  return `${method} /${compile(path)
    .map((s) => ('param' in s ? '{}' : s.literal))
    .join('/')}`;
}

export class Router<T> {
  private readonly routes: CompiledRoute<T>[] = [];
  private readonly shapes = new Set<string>();

  add(method: HttpMethod, path: string, value: T): void {
    const key = shapeKey(method, path);
    if (this.shapes.has(key)) throw new Error(`Route registered twice: ${key}`);
    this.shapes.add(key);
    this.routes.push({ method, segments: compile(path), value });
  }

  match(method: string, pathname: string): RouteMatch<T> {
    const parts = splitPath(pathname);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { kind: 'found', value: route.value, params };
      pathMatched = true;
    }
    return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] as Segment;
    const part = parts[i] as string;
    if ('literal' in segment) {
      if (segment.literal !== part.toLowerCase()) return undefined;
      continue;
    }
    try {
      params[segment.param] = decodeURIComponent(part);
    } catch {
      return undefined;
    }
  }
  return params;
}
