import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as models from 'kubernetes-models';
import { customResourceSchema, validateCustomResource } from './custom-resource-schema';
import type { K8sObject } from './kustomize';

/** `networking.k8s.io/v1` → the models' namespace `networkingK8sIo.v1`; `v1` → the core group. */
function groupAndVersion(apiVersion: string): { group: string; version: string; path: string } {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  return {
    group: group.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase()),
    version,
    path: group ? `${group}/${version}` : version,
  };
}

/**
 * Checks objects against the Kubernetes OpenAPI schemas as the kubernetes-models package ships them:
 * its validators (types, formats, required fields, enums) and, since those allow unknown fields as
 * the API server's schemas do, its TypeScript declarations for field names, so a misspelt field
 * fails too (what `kubeconform -strict` does). Custom resources (HTTPRoute, ServiceMonitor, the
 * CloudNativePG kinds...) are checked against their CRDs' vendored schemas instead. Returns one
 * message per problem.
 */
export function validateObjects(
  objects: K8sObject[],
  labelOf = (object: K8sObject) => `${object.kind} ${object.metadata?.name}`,
): string[] {
  const problems: string[] = [];
  const lines: string[] = [];
  objects.forEach((object, index) => {
    const label = labelOf(object);
    const customSchema = customResourceSchema(object.apiVersion, object.kind);
    if (customSchema) {
      problems.push(...validateCustomResource(object, customSchema).map((problem) => `${label}: ${problem}`));
      return;
    }
    const { group, version, path } = groupAndVersion(object.apiVersion);
    const namespace = (models as unknown as Record<string, Record<string, Record<string, new (data: unknown) => { validate(): void }>>>)[
      group || 'v1'
    ];
    const Model = (group ? namespace?.[version] : namespace)?.[object.kind as never] as
      | (new (data: unknown) => { validate(): void })
      | undefined;
    if (!Model) {
      problems.push(`${label}: no schema for ${object.apiVersion} ${object.kind}`);
      return;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${label}: ${(error as Error).message}`);
    }
    lines.push(
      `// ${label}\nexport const object${index}: import('kubernetes-models/${path}/${object.kind}').I${object.kind} = ${JSON.stringify(object)};`,
    );
  });
  // The compiler is the slow part: none for custom resources alone.
  return lines.length === 0 ? problems : [...problems, ...fieldNameProblems(lines.join('\n'))];
}

const PROBE = fileURLToPath(new URL('./__manifests__.ts', import.meta.url));

/** Type-checks the objects as object literals of the models' interfaces: excess property checks name every unknown field. */
function fieldNameProblems(source: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const file = ts.createSourceFile(PROBE, source, ts.ScriptTarget.ES2022, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, ...rest) => (name === PROBE ? file : getSourceFile(name, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === PROBE || fileExists(name);
  const program = ts.createProgram([PROBE], options, host);
  return ts.getPreEmitDiagnostics(program, file).map((diagnostic) => {
    const line = diagnostic.start === undefined ? 0 : file.getLineAndCharacterOfPosition(diagnostic.start).line;
    const label = source.split('\n')[line - 1]?.replace('// ', '') ?? 'manifest';
    return `${label}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}
