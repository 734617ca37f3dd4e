// Page tests in jsdom (the `dom` project of vitest.config.ts) import `@fluentui/react-icons` through
// its index, which re-exports every icon: pre-bundled, that is a 17 MB module, and each test file's
// fresh VM context evaluated it again, most of a page file's import time. This plugin points that
// one import, for the page tests only, at a small module that re-exports just the icons the app
// and Fluent's own components import, each from the package's per-icon file (the same code the
// index re-exports), plus the index's helpers. The app's build is untouched.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@fluentui/react-icons';
const IMPORT_FROM_PACKAGE = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@fluentui\/react-icons["']/g;

/** Every file under a folder whose name ends with one of the extensions. */
function filesUnder(folder: string, extensions: readonly string[], found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'lib-cjs') filesUnder(path, extensions, found);
    } else if (extensions.some((extension) => entry.name.endsWith(extension))) {
      found.push(path);
    }
  }
  return found;
}

/** The names imported from the package's index across these files. */
function importedNames(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(PACKAGE)) continue;
    for (const match of text.matchAll(IMPORT_FROM_PACKAGE)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The module the page tests get for the package: the icons they use, each from its own file. */
function usedIconsModule(root: string): string {
  const packageDir = dirname(createRequire(join(root, 'package.json')).resolve(`${PACKAGE}/package.json`));
  const atoms = join(packageDir, 'lib/atoms/svg');
  const fileOfIcon = new Map<string, string>();
  for (const file of readdirSync(atoms).filter((f) => f.endsWith('.js'))) {
    for (const match of readFileSync(join(atoms, file), 'utf8').matchAll(/export const (\w+)/g)) {
      fileOfIcon.set(match[1]!, join(atoms, file));
    }
  }
  const fluentDir = dirname(packageDir);
  const fluentLibs = readdirSync(fluentDir)
    .filter((name) => name !== 'react-icons')
    .flatMap((name) => {
      try {
        return filesUnder(join(fluentDir, name, 'lib'), ['.js']);
      } catch {
        return [];
      }
    });
  const used = importedNames([...filesUnder(join(root, 'src'), ['.ts', '.tsx']), ...fluentLibs]);
  const byFile = new Map<string, string[]>();
  for (const name of used) {
    const file = fileOfIcon.get(name);
    if (file) byFile.set(file, [...(byFile.get(file) ?? []), name]);
  }
  // What the index exports besides the icons (lib/index.js, after its icon chunks).
  const helpers = readFileSync(join(packageDir, 'lib/index.js'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('export') && !/\/(icons|sizedIcons)\//.test(line))
    .map((line) => line.replace(/'\.\//, `'${packageDir}/lib/`));
  const icons = [...byFile].map(([file, names]) => `export { ${names.sort().join(', ')} } from '${file}';`);
  return [...helpers, ...icons].join('\n') + '\n';
}

export function fluentIconsForTests(): Plugin {
  return {
    name: 'agroventas:fluent-icons-for-tests',
    enforce: 'pre',
    config(config) {
      const root = config.root ?? process.cwd();
      const target = join(root, 'node_modules/.cache/agroventas/fluent-icons-for-tests.js');
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, usedIconsModule(root));
      return { resolve: { alias: [{ find: /^@fluentui\/react-icons$/, replacement: target }] } };
    },
  };
}
