import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/portal-test';
import { sandboxUrl } from '../support/topology';

// The institution's back-end team reads the contract on the sandbox: a reference page with one
// heading per area and one section per call, beside the OpenAPI document it is rendered from.
// The calls it looks for come from that document, so the journey holds whatever the areas declare.

interface Operation {
  operationId: string;
  tags: string[];
  'x-error-codes': string[];
}
interface OpenApi {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const areaTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

test('the reference page shows each area and its calls, by heading, under a strict policy', async ({
  page,
}) => {
  const answer = await page.request.get(`${sandboxUrl}/api/openapi.json`);
  expect(answer.ok()).toBe(true);
  const document = (await answer.json()) as OpenApi;
  const calls = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      heading: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

  const response = await page.goto(`${sandboxUrl}/api/reference`);
  expect(response?.headers()['content-security-policy']).toBe("default-src 'none'");
  await expect(
    page.getByRole('heading', { level: 1, name: 'Borrower portal back end: API reference' }),
  ).toBeVisible();

  for (const tag of document.tags)
    await expect(page.getByRole('heading', { level: 2, name: areaTitle(tag.name) })).toBeVisible();

  // The first call of each area: found by its heading, and its section names the call and its codes.
  const firsts = document.tags.flatMap((tag) => {
    const first = calls.find((call) => call.operation.tags.includes(tag.name));
    return first ? [first] : [];
  });
  for (const { heading, operation } of firsts) {
    await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    const section = page.getByRole('region', { name: heading });
    await expect(section).toContainText(operation.operationId);
    for (const code of operation['x-error-codes']) await expect(section).toContainText(code);
  }
  if (calls.length === 0)
    await expect(
      page.getByText('No calls are declared in @portal/api-contract yet.'),
    ).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: '/api/openapi.json' }).click();
  await expect(page).toHaveURL(`${sandboxUrl}/api/openapi.json`);
  await expect(page.locator('body')).toContainText('"openapi":"3.1.0"');
});
