/** @jest-environment jsdom */
// The page is checked the way a browser and a screen reader see it (jsdom): by role and name.
import { describe, expect, it } from '@jest/globals';
import { endpoint } from '@portal/api-contract/endpoint';
import { envelope } from '@portal/api-contract/envelope';
import { openApiDocument } from '@portal/api-contract/openapi/openapi-document';
import { within } from '@testing-library/react';
import * as v from 'valibot';
import { referencePage } from './reference-page.ts';

// Sample calls declared here, not the areas', with their reference entries: the page must show
// whatever the lists hold.
const updateAddress = {
  ...endpoint({
    name: 'sample.updateAddress',
    method: 'POST',
    path: 'Sample/UpdateAddress',
    request: v.object({
      AccountNumber: v.string(),
      Address: v.object({ City: v.pipe(v.string(), v.maxLength(40)), Zip: v.optional(v.string()) }),
      Phones: v.array(v.object({ Number: v.string() })),
    }),
    response: envelope({ Updated: v.boolean() }),
    errors: ['InvalidZip', 'AccountNotAuthorized'],
  }),
  spec: 'spec 3 §8',
  summary: 'Changes the address <b>of</b> an account.',
  example: { AccountNumber: '00011002347', Address: { City: 'Lakeside' }, Phones: [] },
};

const history = {
  ...endpoint({
    name: 'other.history',
    method: 'GET',
    path: 'Other/History',
    request: v.object({ AccountNumber: v.string() }),
    response: envelope({ Rows: v.nullish(v.array(v.object({ AmountCents: v.number() }))) }),
    errors: [],
  }),
  spec: 'spec 3 §4',
  summary: 'The history of an account.',
};

function render(): HTMLElement {
  const document = openApiDocument(
    [updateAddress, history],
    { title: 'Sample back end', version: '1.0.0' },
    {
      signedIn: (call) => call.name !== 'other.history',
      idempotent: (call) => call.name === 'sample.updateAddress',
    },
  );
  return show(referencePage(document));
}

/** The page's body in the test's window, where roles and accessible names are computed. */
function show(html: string): HTMLElement {
  window.document.body.innerHTML = new DOMParser().parseFromString(
    html,
    'text/html',
  ).body.innerHTML;
  return window.document.body;
}

const sectionOf = (page: HTMLElement, name: string): HTMLElement => {
  const heading = within(page).getByRole('heading', { level: 3, name });
  return heading.closest('section') as HTMLElement;
};

describe('the reference page', () => {
  it('has one heading per area and one per call, by method and path', () => {
    const page = render();
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(
      'Sample back end: API reference',
    );
    expect(
      within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Sample', 'Other']);
    expect(
      within(page)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['POST /api/Sample/UpdateAddress', 'GET /api/Other/History']);
  });

  it('shows a call’s fields with nested paths, types, required and rules', () => {
    const section = sectionOf(render(), 'POST /api/Sample/UpdateAddress');
    const table = within(section).getByRole('table', {
      name: 'Request fields of POST /api/Sample/UpdateAddress',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['AccountNumber', 'body', 'string', 'yes', ''],
      ['Address', 'body', 'object', 'yes', ''],
      ['Address.City', 'body', 'string', 'yes', 'at most 40 characters'],
      ['Address.Zip', 'body', 'string', 'no', ''],
      ['Phones', 'body', 'list of object', 'yes', ''],
      ['Phones[].Number', 'body', 'string', 'yes', ''],
    ]);
  });

  it('shows the answer’s own fields, its error codes, session need and example', () => {
    const section = sectionOf(render(), 'POST /api/Sample/UpdateAddress');
    const answer = within(section).getByRole('table', {
      name: 'Answer fields of POST /api/Sample/UpdateAddress',
    });
    // The envelope (HasNoErrors, Errors and what is inside it) is said once, not listed per call.
    expect(
      within(answer)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Updated']);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['InvalidZip', 'AccountNotAuthorized']);
    expect(section.textContent).toContain('Signed in: the UserToken header.');
    expect(section.textContent).toContain('Moves money: send an Idempotency-Key header');
    expect(section.textContent).toContain('spec 3 §8');
    expect(section.querySelector('pre')?.textContent).toContain('"AccountNumber": "00011002347"');
  });

  it('shows a GET’s fields as query fields, and a public call as public', () => {
    const section = sectionOf(render(), 'GET /api/Other/History');
    expect(
      within(section).getByRole('rowheader', { name: 'AccountNumber' }).nextElementSibling
        ?.textContent,
    ).toBe('query');
    expect(section.textContent).toContain('Public: no session needed.');
    expect(section.textContent).not.toContain('Idempotency-Key');
    expect(section.textContent).toContain('None of its own.');
    expect(
      within(section).getByRole('rowheader', { name: 'Rows[].AmountCents' }).parentElement
        ?.textContent,
    ).toContain('number');
  });

  it('writes the contract’s text as text, never as markup', () => {
    const page = render();
    expect(page.querySelector('b')).toBeNull();
    expect(page.textContent).toContain('Changes the address <b>of</b> an account.');
  });

  it('says so when no call is declared yet', () => {
    const empty = openApiDocument([], { title: 'Sample back end', version: '1.0.0' });
    const page = show(referencePage(empty));
    expect(within(page).queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(page.textContent).toContain('No calls are declared in @portal/api-contract yet.');
  });
});
