// Browser builds leave out what an endpoint declares for the reference page and the contract
// test: its `spec`, `summary` and `example` (libs/api-contract/src/endpoint.ts). No page reads
// them, and the examples carry the sandbox's sample credentials and tokens, which have no place
// in a borrower's browser. The sandbox, the contract test and the OpenAPI document read the
// contract modules as they are: only webpack runs this.
//
// Each such property of an `endpoint({...})` call is blanked where it stands (spaces for its
// characters, its line breaks kept), so every other token keeps its line and column and the
// source maps still point at the right place.
//
// It also marks what a contract module declares as pure (pureDeclarations below), so a page
// downloads the endpoints and schemas it calls, not every other one its module declares.
import ts from 'typescript';
import { applyEdits, blank } from './source-edits.js';

export const REFERENCE_FIELDS = new Set(['spec', 'summary', 'example']);

/** The module's source with the reference fields of its endpoint declarations blanked. */
export function withoutReferenceFields(source, fileName = 'contract.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const cuts = [];
  const visit = (node) => {
    if (isEndpointCall(node)) {
      const [declaration] = node.arguments;
      if (declaration && ts.isObjectLiteralExpression(declaration))
        for (const property of declaration.properties)
          if (isReferenceField(property)) cuts.push(extentOf(property, source, file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return applyEdits(
    source,
    cuts.map(([start, end]) => ({ start, end, text: blank(source.slice(start, end)) })),
  );
}

const isEndpointCall = (node) =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'endpoint';

const isReferenceField = (property) =>
  (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
  ts.isIdentifier(property.name) &&
  REFERENCE_FIELDS.has(property.name.text);

/** From the property's first character to just after the comma that follows it, if any. */
function extentOf(property, source, file) {
  const start = property.getStart(file);
  const comma = /^\s*,/.exec(source.slice(property.end));
  return [start, property.end + (comma ? comma[0].length : 0)];
}

const PURE_OPEN = '/*#__PURE__*/ (() => ';
const PURE_CLOSE = ')()';

/**
 * The module's source with each top-level declaration made by a call (an endpoint, an envelope,
 * a schema) wrapped in a pure function call: a minifier then drops one no page uses, arguments
 * and all (a pure-annotated call alone would keep the argument calls, valibot's, whose purity it
 * cannot see through the federation's shared-module indirection). A contract module only
 * declares: building a schema has no effect to lose. Lines are kept; on the first line of a
 * wrapped declaration the tokens after the wrapper move right by its length.
 */
export function pureDeclarations(source, fileName = 'contract.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const calls = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .map((declaration) => declaration.initializer)
    .filter((initializer) => initializer && ts.isCallExpression(initializer));
  return applyEdits(
    source,
    calls.map((call) => {
      const [start, end] = [call.getStart(file), call.end];
      return { start, end, text: `${PURE_OPEN}${source.slice(start, end)}${PURE_CLOSE}` };
    }),
  );
}

/** The webpack loader. */
export default function contractReferenceLoader(source) {
  return pureDeclarations(withoutReferenceFields(source, this.resourcePath), this.resourcePath);
}
