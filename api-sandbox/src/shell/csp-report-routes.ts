// POST /api/CspReport: where the portal's Content-Security-Policy sends its violations
// (`report-uri` and the Reporting API's `report-to`; tooling/server-headers.js). A browser
// sends them without a sign-in, as application/csp-report or application/reports+json, never
// as application/json: this route accepts exactly those two types, reads at most a few
// kilobytes, logs each violation and keeps it with the client errors operators read.
import { invalid, HttpError } from '../http/http-error.ts';
import type { Reply } from '../http/reply.ts';
import { insertClientError } from './client-errors-store.ts';
import {
  publicRoute,
  type RequestContext,
  type RouteDefinition,
} from '../http/route-definition.ts';

export const CSP_REPORT_LIMIT_BYTES = 32 * 1024;
const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json']);
const TEXT_MAX = 500;
const DETAIL_MAX = 8000;

export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, TEXT_MAX) : '');

/** The violations in a report body of either kind; anything else is not a report. */
export function parseCspReports(contentType: string, body: unknown): CspViolation[] {
  if (contentType === 'application/csp-report') {
    const report = isObject(body) ? body['csp-report'] : undefined;
    if (!isObject(report)) throw invalid();
    return [
      {
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blocked: text(report['blocked-uri']),
        document: text(report['document-uri']),
        source: text(report['source-file']),
      },
    ];
  }
  if (!Array.isArray(body)) throw invalid();
  return body
    .filter((entry) => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))
    .map((entry) => {
      const report = (entry as { body: Record<string, unknown> }).body;
      return {
        directive: text(report.effectiveDirective),
        blocked: text(report.blockedURL),
        document: text(report.documentURL),
        source: text(report.sourceFile),
      };
    });
}

function reportCspViolation({ services, headers, rawBody, ip, now }: RequestContext): Reply {
  const contentType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!REPORT_TYPES.has(contentType)) throw new HttpError(415, 'UnsupportedMediaType');
  if (!rawBody) throw invalid();
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw invalid();
  }
  for (const violation of parseCspReports(contentType, body)) {
    const message = `CSP violation: ${violation.directive} blocked ${violation.blocked || '(inline)'} on ${violation.document}`;
    console.warn(`[api-sandbox] ${message}`);
    insertClientError(
      services.db,
      {
        message,
        stack: JSON.stringify(violation).slice(0, DETAIL_MAX),
        userAgent: text(headers['user-agent']),
        ip,
      },
      now,
    );
  }
  return { status: 204, body: undefined };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const cspReportRoutes: RouteDefinition[] = [
  publicRoute({
    area: 'client-errors',
    method: 'POST',
    path: '/api/CspReport',
    // Not JSON as the other calls take it: read raw, its content types checked by the handler.
    rawBody: { limitBytes: CSP_REPORT_LIMIT_BYTES },
    handle: reportCspViolation,
  }),
];
