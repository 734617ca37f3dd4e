// Types and code flow one way (docs/code-style.md): no file of src/, domain/ or server/ may reach
// itself through its relative imports, type-only and on-demand (import()) ones included. The whole
// graph is read once per lint run from the files on disk (a regular expression over the import
// statements, fast enough for every run); each file of a circle is reported with the circle.
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['src', 'domain', 'server'];
const SOURCE = /\.(ts|tsx)$/;
// `import … from './x.ts'`, `export … from './x.ts'`, `import './x.ts'` and `import('./x.ts')`.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.\.?\/[^'"]+)['"]|\bimport\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"\\])\/\/.*$/gm;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8').replace(COMMENT, '');
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), match[1] ?? match[2]);
    if (SOURCE.test(target)) targets.add(target);
  }
  return [...targets];
}

/** The circles of the graph (Tarjan's strongly connected components of more than one file). */
function circlesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1) circles.push(members);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

let circleOfFile = null;

function circleOf(file, root) {
  if (!circleOfFile) {
    const graph = new Map(
      ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir))).map((source) => [source, importsOf(source)]),
    );
    circleOfFile = new Map();
    for (const circle of circlesOf(graph)) {
      const names = circle.map((member) => path.relative(root, member)).sort();
      for (const member of circle) circleOfFile.set(member, names);
    }
  }
  return circleOfFile.get(file);
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    messages: {
      circle:
        'This file is in an import circle ({{files}}): move what the files share to a file both import (X-props.ts, X-schemas.ts).',
    },
  },
  create(context) {
    const circle = circleOf(path.resolve(context.filename), context.cwd);
    if (!circle) return {};
    return {
      Program(node) {
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'circle',
          data: { files: circle.join(', ') },
        });
      },
    };
  },
};
