// Counts the value imports of src/engine from src/components (issue 24: "islands
// import engine types only"). An import counts as a value import unless it is
// `import type ...` or every name in it is marked `type`; `export ... from` and
// dynamic `import()` count too. .astro frontmatter is read as TypeScript.
//
//   node tests/architecture/engineImports.mjs [--files] [--list] [--shipped]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const engine = join(root, 'src/engine');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

function source(file) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  return m ? m[1] : '';
}

function intoEngine(file, spec) {
  let target;
  if (spec.startsWith('~/')) target = join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) target = resolve(dirname(file), spec);
  else return false;
  return target === engine || target.startsWith(engine + '/');
}

function isTypeOnly(node) {
  const clause = node.importClause;
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const ex = node.exportClause;
    return !!ex && ts.isNamedExports(ex) && ex.elements.length > 0 && ex.elements.every((e) => e.isTypeOnly);
  }
  if (!clause) return false; // side-effect import
  if (clause.isTypeOnly) return true;
  if (clause.name) return false; // default import
  const nb = clause.namedBindings;
  if (!nb || ts.isNamespaceImport(nb)) return false;
  return nb.elements.length > 0 && nb.elements.every((e) => e.isTypeOnly);
}

export function engineValueImports(dir = join(root, 'src/components')) {
  const found = [];
  for (const file of walk(dir).filter((f) => /\.(tsx?|astro)$/.test(f))) {
    const sf = ts.createSourceFile(file, source(file), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        if (intoEngine(file, node.moduleSpecifier.text) && !isTypeOnly(node)) found.push({ file: relative(root, file), spec: node.moduleSpecifier.text, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        if (intoEngine(file, node.arguments[0].text)) found.push({ file: relative(root, file), spec: node.arguments[0].text, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const args = new Set(process.argv.slice(2));
  let all = engineValueImports();
  if (args.has('--shipped')) all = all.filter((i) => !/\.test\.tsx?$/.test(i.file) && !i.file.includes('/testing/'));
  const byFile = new Map();
  for (const i of all) byFile.set(i.file, (byFile.get(i.file) ?? 0) + 1);
  if (args.has('--list')) for (const i of all) console.log(`${i.file}:${i.line} ${i.spec}`);
  if (args.has('--files')) for (const [f, n] of [...byFile].sort()) console.log(`${String(n).padStart(3)} ${f}`);
  console.log(`${all.length} value imports of src/engine in ${byFile.size} files`);
}
