// react-router's production modules declare their components and contexts with top-level calls
// of React's factories (`const Link = React.forwardRef(...)`) and name them in top-level
// statements (`Link.displayName = "Link"`), neither marked pure. A bundler must keep what may
// have an effect, so one export used from a module kept all of them and what they reference:
// the portal's router brought `<Form>`, `<ScrollRestoration>` and the data router's prefetch
// code, 1.2 kB brotli on every page. Upstream: remix-run/react-router#15299 (open) marks them.
//
// Browser builds mark those calls pure and blank the display names (only React's developer
// tools read them, and a production build is not debugged by them), so the usual shaking drops
// what no page uses. Each cut is blanked where it stands: lines and columns stay for the maps.
import ts from 'typescript';
import { applyEdits, blank } from '../source-edits.js';

/** React's factories whose call has no effect but the value it returns. */
const FACTORIES = new Set(['forwardRef', 'memo', 'createContext']);
const PURE = '/*#__PURE__*/ ';

/** The module's source with its top-level factory calls pure and its display names blanked. */
export function pureComponents(source, fileName = 'module.js') {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const edits = [];
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const { initializer } of statement.declarationList.declarations) {
        if (!initializer || !isFactoryCall(initializer) || isMarked(source, initializer, file))
          continue;
        const at = initializer.getStart(file);
        edits.push({ start: at, end: at, text: PURE });
      }
    } else if (isDisplayName(statement)) {
      const [start, end] = [statement.getStart(file), statement.end];
      edits.push({ start, end, text: blank(source.slice(start, end)) });
    }
  }
  return applyEdits(source, edits);
}

/** `forwardRef(...)` or `React.forwardRef(...)`, whatever the namespace is called. */
function isFactoryCall(node) {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  return ts.isIdentifier(name) && FACTORIES.has(name.text);
}

const isMarked = (source, node, file) =>
  /[#@]__PURE__/.test(source.slice(node.getFullStart(), node.getStart(file)));

/** `Something.displayName = "Name";` */
function isDisplayName(statement) {
  if (!ts.isExpressionStatement(statement)) return false;
  const { expression } = statement;
  return (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(expression.left) &&
    expression.left.name.text === 'displayName' &&
    ts.isStringLiteral(expression.right)
  );
}

/** The webpack loader. */
export default function pureComponentsLoader(source) {
  return pureComponents(source, this.resourcePath);
}
