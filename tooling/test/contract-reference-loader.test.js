import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  pureDeclarations,
  REFERENCE_FIELDS,
  withoutReferenceFields,
} from '../contract-reference-loader.js';
import { minify } from '@swc/core';

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
      // A spread of shared fields (`...messageAnswer`) is named by its own text.
      found.push(
        node.arguments[0].properties.map((property) => (property.name ?? property).getText(file)),
      );
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

describe('pureDeclarations', () => {
  const MODULE = `import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
const ERRORS = ['Expired', 'Invalid'];
const Answer = v.object({ Token: v.string() });
export const used = endpoint({ name: 'x.used', path: 'Used', request: Answer, errors: ERRORS });
export const unused = endpoint({
  name: 'x.unused',
  path: 'Unused',
  request: v.object({ Secretive: v.string() }),
  errors: [],
});
export const plain = { kept: true };
`;
  // As webpack hands the module to the minifier on a page that imports `used` only: the
  // exports no one imports are no longer exported (usedExports).
  const minified = async (source) => {
    const module = ts.transpile(source, {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    });
    const asBuilt = `${module.replace(/^export /gm, '')}\nconsole.log(used);`;
    return (await minify(asBuilt, { module: true, compress: {}, mangle: false })).code;
  };

  it('lets a minifier drop a declaration no one uses, with the schemas built only for it', async () => {
    const code = await minified(pureDeclarations(MODULE));
    expect(code).toContain("'x.used'".replace(/'/g, '"'));
    expect(code).not.toContain('x.unused');
    expect(code).not.toContain('Secretive');
  });

  it('is what it takes: without it the unused declaration stays', async () => {
    const code = await minified(MODULE);
    expect(code).toContain('x.unused');
  });

  it('keeps every line, and the module still parses', () => {
    const output = pureDeclarations(MODULE);
    expect(output.split('\n').length).toBe(MODULE.split('\n').length);
    expect(ts.transpileModule(output, { reportDiagnostics: true }).diagnostics).toEqual([]);
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
      const pure = pureDeclarations(output);
      expect(ts.transpileModule(pure, { reportDiagnostics: true }).diagnostics).toEqual([]);
      expect(pure.split('\n').length).toBe(source.split('\n').length);
    },
  );
});
