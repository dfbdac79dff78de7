// Node module hooks for a worker thread started from the TypeScript sources (vitest compiles the tests' own
// modules, but not a worker's): each .ts file is compiled alone as it is imported (our sources use
// verbatimModuleSyntax, so that is enough), and `./x.js` from a .ts file finds `./x.ts`.
// See src/server/worker-thread.ts.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  verbatimModuleSyntax: true,
  sourceMap: false,
  inlineSourceMap: true,
};

export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('.ts') && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const source = new URL(`${specifier.slice(0, -'.js'.length)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const path = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(path, 'utf8'), {
    compilerOptions: COMPILER_OPTIONS,
    fileName: path,
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
