// Index.html's inline scripts are written as typed, linted modules in src/ (they run in the browser
// before anything is loaded) and compiled here into one small script each: the module's function,
// called with what the build knows (JSON), bundled and minified into an immediately run function.
import { build } from 'rolldown';

const ENTRY = '\0inline-script-entry';

/**
 * The script that calls `exportName` of `module` (a path) with `argument`. The module must not
 * import anything at run time but types: its code is all the page gets.
 */
export async function inlineScript(module: string, exportName: string, argument: unknown): Promise<string> {
  const { output } = await build({
    input: ENTRY,
    write: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'inline-script-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? `import { ${exportName} } from ${JSON.stringify(module)};\n${exportName}(${JSON.stringify(argument)});`
            : null,
      },
    ],
    transform: { target: 'es2022' },
    output: { format: 'iife', minify: true, comments: false },
  });
  const [chunk, ...more] = output;
  if (more.length > 0) throw new Error(`${module} is not one self-contained script`);
  return chunk.code.trim();
}
