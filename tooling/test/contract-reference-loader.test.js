import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REFERENCE_FIELDS, withoutReferenceFields } from '../contract-reference-loader.js';

const CONTRACTS = path.resolve(import.meta.dirname, '../../libs/api-contract/src');

const DECLARATION = `import { endpoint } from '../endpoint.ts';
const sample = { Token: 'activate-jamie', Password: 'Welcome123x' };

export const activateAccount = endpoint({
  name: 'identity.activateAccount',
  method: 'POST',
  path: 'Register/ActivateAccount',
  request: v.object({ Token: v.string() }),
  errors: ['Invalid'],
  spec: 'spec 1 §7',
  summary: 'Activates a pre-created account.',
  example: {
    Token: 'activate-jamie',
    Password: 'Welcome123x',
  },
});

export const other = endpoint({ name: 'x.other', path: 'Other', example: sample, summary: 'y' });
export const example = sample;
const page = { summary: 'not an endpoint', spec: 'kept' };
`;

/** Each endpoint({...}) declaration's property names, in order. */
function declaredFields(source) {
  const file = ts.createSourceFile('m.ts', source, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'endpoint')
      found.push(node.arguments[0].properties.map((property) => property.name.getText(file)));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('withoutReferenceFields', () => {
  const output = withoutReferenceFields(DECLARATION);

  it("drops each endpoint's spec, summary and example, and keeps the rest", () => {
    expect(declaredFields(output)).toEqual([
      ['name', 'method', 'path', 'request', 'errors'],
      ['name', 'path'],
    ]);
    expect(output).not.toContain('Activates a pre-created account.');
    expect(output).not.toContain('spec 1 §7');
  });

  it('leaves objects that are not endpoint declarations alone', () => {
    expect(output).toContain('export const example = sample;');
    expect(output).toContain("const page = { summary: 'not an endpoint', spec: 'kept' };");
  });

  it('keeps every other token on its line and column, so source maps still point right', () => {
    expect(output).toHaveLength(DECLARATION.length);
    expect(output.split('\n').length).toBe(DECLARATION.split('\n').length);
    for (const token of ["path: 'Register/ActivateAccount'", "errors: ['Invalid']", '});'])
      expect(output.indexOf(token)).toBe(DECLARATION.indexOf(token));
  });

  it('gives back a module that still parses', () => {
    const { diagnostics } = ts.transpileModule(output, { reportDiagnostics: true });
    expect(diagnostics).toEqual([]);
  });
});

describe('on the contract modules as they are', () => {
  const modules = readdirSync(CONTRACTS, { recursive: true })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => [name, readFileSync(path.join(CONTRACTS, name), 'utf8')]);

  it('finds endpoint declarations to work on', () => {
    const declarations = modules.flatMap(([, source]) => declaredFields(source));
    expect(declarations.length).toBeGreaterThan(80);
  });

  it.each(modules)(
    '%s keeps its calls whole and parses without its reference fields',
    (_name, source) => {
      const output = withoutReferenceFields(source);
      const before = declaredFields(source);
      const after = declaredFields(output);
      expect(after).toEqual(before.map((fields) => fields.filter((f) => !REFERENCE_FIELDS.has(f))));
      for (const fields of after) expect(fields).toEqual(expect.arrayContaining(['name', 'path']));
      expect(ts.transpileModule(output, { reportDiagnostics: true }).diagnostics).toEqual([]);
    },
  );
});
