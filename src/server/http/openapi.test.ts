import { describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ENTRY_TYPES } from '../../domain/entry-types.js';
import { apiRouteTable } from '../test-support/route-table.js';
import { serverForSuite } from '../test-support/test-server.js';

type Operation = OpenAPIV3_1.OperationObject;
type Parameter = OpenAPIV3_1.ParameterObject;
type Schema = OpenAPIV3_1.SchemaObject;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** "/api/entries/{id}" for Hono's "/api/entries/:id". */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** A schema's alternatives (`oneOf`, `anyOf`, an intersection's `allOf` members merged), or the schema itself. */
function variants(schema: Schema): Schema[] {
  if (schema.oneOf) return schema.oneOf.flatMap((member) => variants(member as Schema));
  if (schema.anyOf) return schema.anyOf.flatMap((member) => variants(member as Schema));
  return [schema];
}

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  const app = serverForSuite();
  let document: OpenAPIV3_1.Document;

  async function theDocument(): Promise<OpenAPIV3_1.Document> {
    if (document) return document;
    const response = await fetch(new URL('/api/openapi.json', app.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await response.json()) as OpenAPIV3_1.Document;
    return document;
  }

  const operation = async (method: string, path: string): Promise<Operation> => {
    const item = (await theDocument()).paths![openApiPath(path)] as Record<string, Operation> | undefined;
    expect(item?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    return item![method]!;
  };
  const bodySchema = async (method: string, path: string): Promise<Schema> =>
    ((await operation(method, path)).requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!
      .schema as Schema;
  const parameterNames = async (method: string, path: string, where: 'path' | 'query') =>
    (((await operation(method, path)).parameters ?? []) as Parameter[])
      .filter((parameter) => parameter.in === where)
      .map((parameter) => parameter.name)
      .sort();

  it('is served without sign-in, as an OpenAPI 3.1 document whose every part has the shape 3.1 asks', async () => {
    const doc = await theDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Touchline API');
    expect(typeof doc.info.version).toBe('string');
    const components = doc.components ?? {};
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      expect(path).toMatch(/^\/api\//);
      for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path} responses`).toBeGreaterThan(0);
        for (const response of Object.values(op.responses ?? {})) {
          expect(typeof (response as OpenAPIV3_1.ResponseObject).description).toBe('string');
        }
        for (const parameter of (op.parameters ?? []) as Parameter[]) {
          expect(['path', 'query', 'header', 'cookie']).toContain(parameter.in);
          expect(parameter.name).toMatch(/\w/);
          if (parameter.in === 'path') expect(parameter.required).toBe(true);
        }
        // Path parameters: exactly the template's.
        const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
        expect(await parameterNames(method, path.replace(/\{([^}]+)\}/g, ':$1'), 'path')).toEqual(templated);
        for (const requirement of op.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(components.securitySchemes).toHaveProperty(scheme);
        }
      }
    }
    // Every reference points at something the document holds.
    for (const ref of refsIn(doc)) {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
      expect((components as Record<string, Record<string, unknown>>)[section!]?.[name!], ref).toBeDefined();
    }
  });

  it('describes every route of ours (all but the better-auth mount), each with its method', async () => {
    const ours = (await apiRouteTable()).filter(
      (key) => !key.startsWith('POST /api/auth/') && !key.includes(' /api/auth/'),
    );
    expect(ours.length).toBeGreaterThan(50);
    for (const key of ours) {
      const [method, path] = key.split(' ') as [string, string];
      await operation(method.toLowerCase(), path);
    }
    const documented = Object.entries((await theDocument()).paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ours.map((key) => key.replace(/:([A-Za-z0-9_]+)/g, '{$1}')).sort());
  });

  it('carries the request bodies and query parameters the routes validate with', async () => {
    // One schema per kind of entry, each with its type's content.
    const newEntry = variants(await bodySchema('post', '/api/entries'));
    expect(newEntry.map((variant) => (variant.properties?.type as Schema).const).sort()).toEqual(
      [...ENTRY_TYPES].sort(),
    );
    for (const variant of newEntry) {
      expect(variant.required).toEqual(expect.arrayContaining(['id', 'type', 'day', 'content']));
      expect((variant.properties?.content as Schema).type).toBe('object');
    }
    const token = await bodySchema('post', '/api/account/tokens');
    expect(token.properties?.scope).toMatchObject({ enum: ['read', 'write'] });
    expect(token.properties?.name).toMatchObject({ type: 'string', maxLength: 60 });
    const edit = await bodySchema('put', '/api/entries/:id');
    expect(edit.required).toEqual(['content']);
    expect(edit.properties?.version).toMatchObject({ type: 'integer', minimum: 1 });
    expect(await parameterNames('get', '/api/entries/range', 'query')).toEqual(
      expect.arrayContaining(['from', 'to', 'types']),
    );
    expect(await parameterNames('get', '/api/search', 'query')).toContain('q');
    const day = ((await operation('get', '/api/entries/day/:day')).parameters as Parameter[])[0]!;
    expect(day).toMatchObject({ in: 'path', name: 'day', required: true, schema: { type: 'string' } });
  });

  it('says which routes take a token, which need the session, and which are public', async () => {
    expect((await operation('get', '/api/entries/day/:day')).security).toEqual([
      { accessToken: [] },
      { sessionCookie: [] },
    ]);
    expect((await operation('post', '/api/account/tokens')).security).toEqual([{ sessionCookie: [] }]);
    expect((await operation('get', '/api/shares')).security).toEqual([{ sessionCookie: [] }]);
    expect((await operation('get', '/api/health')).security).toBeUndefined();
    expect((await operation('post', '/api/reminders/unsubscribe')).security).toBeUndefined();
    expect((await theDocument()).components?.securitySchemes?.accessToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});
