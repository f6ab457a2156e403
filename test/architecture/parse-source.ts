import ts from 'typescript';

/** How a file refers to another: erased at build (`type`), loaded with the file, or loaded on demand. */
export type ImportKind = 'static' | 'type' | 'dynamic';

/** One module specifier a file names, as written. */
export interface ImportStatement {
  readonly specifier: string;
  readonly kind: ImportKind;
  readonly line: number;
}

/** A string literal in the code (comments and module specifiers excluded). */
export interface CodeString {
  readonly text: string;
  readonly line: number;
}

/** What the architecture checks need to know about one source file. */
export interface ParsedSource {
  readonly lines: number;
  readonly imports: readonly ImportStatement[];
  readonly strings: readonly CodeString[];
}

/** Lines as `wc -l` counts them: a final newline does not start another line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (path.endsWith('.mjs') || path.endsWith('.js')) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  // `import { type A, type B } from` is erased too; one value binding keeps it.
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The module specifier of an import, re-export, `import()`, `require()` or `import x = require()`. */
function importOf(node: ts.Node): { specifier: ts.StringLiteralLike; kind: ImportKind } | null {
  if (ts.isImportDeclaration(node) && ts.isStringLiteralLike(node.moduleSpecifier)) {
    return { specifier: node.moduleSpecifier, kind: isTypeOnlyImport(node) ? 'type' : 'static' };
  }
  if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteralLike(node.moduleSpecifier)) {
    return { specifier: node.moduleSpecifier, kind: node.isTypeOnly ? 'type' : 'static' };
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
    const literal = node.argument.literal;
    if (ts.isStringLiteralLike(literal)) return { specifier: literal, kind: 'type' };
  }
  if (ts.isCallExpression(node)) {
    const [first] = node.arguments;
    if (!first || !ts.isStringLiteralLike(first)) return null;
    if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return { specifier: first, kind: 'dynamic' };
    if (ts.isIdentifier(node.expression) && node.expression.text === 'require') {
      return { specifier: first, kind: 'static' };
    }
  }
  if (ts.isExternalModuleReference(node) && ts.isStringLiteralLike(node.expression)) {
    return { specifier: node.expression, kind: 'static' };
  }
  return null;
}

/** Reads a file's imports and string literals from its syntax tree, so comments never count. */
export function parseSource(path: string, text: string): ParsedSource {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(path));
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const imports: ImportStatement[] = [];
  const strings: CodeString[] = [];
  const specifiers = new Set<ts.Node>();

  const visit = (node: ts.Node) => {
    const found = importOf(node);
    if (found) {
      specifiers.add(found.specifier);
      imports.push({ specifier: found.specifier.text, kind: found.kind, line: lineOf(node) });
    }
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      !specifiers.has(node)
    ) {
      strings.push({ text: node.text, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { lines: countLines(text), imports, strings };
}
