// How a URL path meets the route table: the back end's paths match case-insensitively
// (`/API/accountdetails/` is `/api/AccountDetails`), ignoring empty segments and a trailing
// slash. Hono matches the normalised path; `{name}` parameters keep the caller's case.

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const PARAM = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

/** Hono's `getPath`: the path it routes on. */
export function routingPath(request: Request): string {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const end = url.search(/[?#]/);
  const path = start < 0 ? '/' : url.slice(start, end < 0 ? undefined : end);
  return `/${segments(path).join('/').toLowerCase()}`;
}

/** A route's path (`/sandbox/branding/logos/{file}`) as a Hono pattern on that normalised path. */
export function routePattern(path: string): string {
  return `/${segments(path)
    .map((segment) => {
      const param = PARAM.exec(segment);
      return param ? `:${param[1]}` : segment.toLowerCase();
    })
    .join('/')}`;
}

/** The decoded `{name}` values of a matched path, in the caller's case. */
export function pathParams(path: string, pathname: string): Record<string, string> {
  const parts = segments(pathname);
  const params: Record<string, string> = {};
  segments(path).forEach((segment, index) => {
    const param = PARAM.exec(segment);
    if (param) params[param[1] as string] = decodeURIComponent(parts[index] ?? '');
  });
  return params;
}
