// Page tests in jsdom (the `dom` project of vitest.config.ts) import `@fluentui/react-icons` through
// its index, which re-exports every icon: pre-bundled, that is a 17 MB module, and each test file's
// fresh VM context evaluated it again, most of a page file's import time. This plugin keeps only
// the icons in use, each from the package's per-icon module (the same code the index re-exports),
// for the page tests only (the app's build is untouched), and reads only what is imported:
// - an alias points the index at a small module of the index's helpers and the icons that the
//   app's sources import (src/ is the one folder it reads);
// - a plugin of the dependency optimizer rewrites the icon imports of the Fluent components it
//   pre-bundles to the icons' own modules, as it reads them, and only when its cache is stale.
// The module of a name follows the package's documented rule (docs/build-transforms.md); the few
// names the rule places wrongly are looked up among the per-icon modules.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const PACKAGE = '@fluentui/react-icons';
const IMPORT_FROM_PACKAGE = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*["']@fluentui\/react-icons["'];?/g;
const ICON_NAME = /^(.+?)(\d+)?(Regular|Filled|Light|Color)$/;

/** The package's folder, as the app's root resolves it. */
function packageFolder(root: string): string {
  return dirname(createRequire(join(root, 'package.json')).resolve(`${PACKAGE}/package.json`));
}

/** Every file under a folder whose name ends with one of the extensions. */
function filesUnder(folder: string, extensions: readonly string[], found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') filesUnder(path, extensions, found);
    } else if (extensions.some((extension) => entry.name.endsWith(extension))) {
      found.push(path);
    }
  }
  return found;
}

/** The names of one `import { … }` list (`B as C` gives B). */
function namesOf(list: string): string[] {
  return list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);
}

/** Finds each name's module in the package: a per-icon file, or the index's helpers. */
function iconResolver(packageDir: string): (name: string) => string {
  const atoms = join(packageDir, 'lib/atoms/svg');
  const exportsOf = new Map<string, Set<string>>();
  const exported = (file: string): Set<string> => {
    let names = exportsOf.get(file);
    if (!names) {
      names = new Set(
        existsSync(file)
          ? Array.from(readFileSync(file, 'utf8').matchAll(/export const (\w+)/g), (m) => m[1]!)
          : [],
      );
      exportsOf.set(file, names);
    }
    return names;
  };
  let everyFile: string[] | null = null;
  return (name) => {
    if (name === 'useIconContext' || name === 'IconDirectionContextProvider') {
      return join(packageDir, 'lib/providers.js');
    }
    const match = ICON_NAME.exec(name);
    if (!match) return join(packageDir, 'lib/utils.js');
    const kebab = match[1]!
      .replace(/[a-z\d](?=[A-Z])|[a-zA-Z](?=\d)|[A-Z](?=[A-Z][a-z])/g, '$&-')
      .toLowerCase();
    const file = join(atoms, `${kebab}.js`);
    if (exported(file).has(name)) return file;
    // The rule misplaces a handful of names (those with "Color" in them): look them up.
    everyFile ??= readdirSync(atoms)
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(atoms, f));
    const found = everyFile.find((candidate) => exported(candidate).has(name));
    if (!found) throw new Error(`${PACKAGE} has no icon named ${name}`);
    return found;
  };
}

/** `import { … } from '@fluentui/react-icons'` rewritten as imports from the names' own modules. */
function importsPerIcon(code: string, resolve: (name: string) => string): string {
  return code.replace(IMPORT_FROM_PACKAGE, (_whole, type: string | undefined, list: string) => {
    const byFile = new Map<string, string[]>();
    for (const part of list.split(',')) {
      const name = namesOf(part)[0];
      if (!name) continue;
      const file = resolve(name);
      byFile.set(file, [...(byFile.get(file) ?? []), part.trim()]);
    }
    return [...byFile]
      .map(
        ([file, parts]) =>
          `import ${type ? 'type ' : ''}{ ${parts.join(', ')} } from ${JSON.stringify(file)};`,
      )
      .join('\n');
  });
}

/** The module the page tests get for the package: its helpers and the icons the app imports. */
function usedIconsModule(root: string, packageDir: string, resolve: (name: string) => string): string {
  const byFile = new Map<string, Set<string>>();
  for (const file of filesUnder(join(root, 'src'), ['.ts', '.tsx'])) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(PACKAGE)) continue;
    for (const match of text.matchAll(IMPORT_FROM_PACKAGE)) {
      for (const name of namesOf(match[2]!)) {
        const from = resolve(name);
        byFile.set(from, (byFile.get(from) ?? new Set()).add(name));
      }
    }
  }
  // What the index exports besides the icons (lib/index.js, after its icon chunks).
  const helpers = readFileSync(join(packageDir, 'lib/index.js'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('export') && !/\/(icons|sizedIcons)\//.test(line))
    .map((line) => line.replace(/'\.\//, `'${packageDir}/lib/`));
  const icons = [...byFile]
    .filter(([file]) => file.includes('/atoms/'))
    .map(([file, names]) => `export { ${[...names].sort().join(', ')} } from '${file}';`);
  return [...helpers, ...icons].join('\n') + '\n';
}

/** For the page tests' Vite config: the package's index becomes the module of the icons in use. */
export function fluentIconsForTests(): Plugin {
  return {
    name: 'agroventas:fluent-icons-for-tests',
    enforce: 'pre',
    config(config) {
      const root = config.root ?? process.cwd();
      const packageDir = packageFolder(root);
      const resolveName = iconResolver(packageDir);
      const text = usedIconsModule(root, packageDir, resolveName);
      // The module's name carries a hash of its text: the alias is part of the dependency
      // optimizer's cache key, so a new icon in the app's sources bundles the icons again.
      const folder = join(root, 'node_modules/.cache/agroventas');
      const name = `fluent-icons-for-tests-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.js`;
      const target = join(folder, name);
      if (!existsSync(target)) {
        mkdirSync(folder, { recursive: true });
        for (const old of readdirSync(folder).filter((f) => f.startsWith('fluent-icons-for-tests'))) {
          rmSync(join(folder, old), { force: true });
        }
        writeFileSync(target, text);
      }
      const perIcon = fluentIconImportsPerIcon(resolveName);
      return {
        resolve: { alias: [{ find: /^@fluentui\/react-icons$/, replacement: target }] },
        // Both optimizers: the client environment's and that of the environment the `vmThreads`
        // pool runs the files in (it does not take the top-level `optimizeDeps` plugins).
        optimizeDeps: { rolldownOptions: { plugins: [perIcon] } },
        environments: { __vitest_vm__: { optimizeDeps: { rolldownOptions: { plugins: [perIcon] } } } },
      };
    },
  };
}

/** For the dependency optimizer: Fluent's own imports of icons go to the icons' own modules. */
function fluentIconImportsPerIcon(resolve: (name: string) => string): Rolldown.Plugin {
  return {
    name: 'agroventas:fluent-icon-imports-per-icon',
    transform: {
      filter: { id: /@fluentui[\\/]react-(?!icons[\\/])/, code: PACKAGE },
      handler: (code) => importsPerIcon(code, resolve),
    },
  };
}
