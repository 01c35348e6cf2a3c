// The one call every area may make before anything else: "today" is the institution's business
// day (setup/BusinessDate), never the browser's. renderArea answers it by default, with the test
// run's day unless a test names another, so a test about something else need not.
import { http, HttpResponse, type HttpHandler } from 'msw';

/** setup/BusinessDate answering `day` (yyyy-mm-dd), by default today (UTC, as the sandbox). */
export function businessDay(day: string = new Date().toISOString().slice(0, 10)): HttpHandler {
  return http.get('*/api/setup/BusinessDate', () =>
    HttpResponse.json({
      HasNoErrors: true,
      Errors: [],
      BusinessDate: `${day}T00:00:00`,
      TimeZone: 'UTC',
    }),
  );
}
