import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { generateSpecs, uniqueSymbol } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SESSION_ONLY } from './access-token-routes.js';

/** The security of a route behind requireSession: an access token or the session's cookie. */
const SIGNED_IN: OpenAPIV3_1.SecurityRequirementObject[] = [{ accessToken: [] }, { sessionCookie: [] }];
const SESSION_ONLY_SECURITY: OpenAPIV3_1.SecurityRequirementObject[] = [{ sessionCookie: [] }];

/**
 * Marks requireSession's middleware for hono-openapi: every route behind it is documented as needing a token or a
 * session, from where the middleware is mounted, so a new signed-in route is documented as one without a word more.
 */
export function describedAsSignedIn<Middleware extends object>(middleware: Middleware): Middleware {
  return Object.assign(middleware, { [uniqueSymbol]: { spec: { security: SIGNED_IN } } });
}

const ERROR_SCHEMA: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', examples: ['VALIDATION_FAILED'] },
        message: { type: 'string', description: 'What went wrong, in words to show a person.' },
        fields: { type: 'array', items: { type: 'string' }, description: 'A 422: the fields at fault.' },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

const DOCUMENTATION = {
  info: {
    title: 'Touchline API',
    version: '1',
    description:
      'The JSON API of a Touchline server, generated from the schemas its routes validate with. Scripts use a ' +
      'personal access token (Profile -> Access tokens): `Authorization: Bearer tl_...`; a Read token may GET and ' +
      'HEAD, a Read and write token may also write. Examples: docs/API.md.',
  },
  components: {
    securitySchemes: {
      accessToken: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'tl_ and 43 base64url characters',
        description:
          'A personal access token. Refused (403) on sign-in, password, email, deletion, tokens and sharing.',
      },
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'touchline.session_token',
        description: 'The web app’s session (its name starts __Host- over HTTPS); writes also need our Origin.',
      },
    },
    schemas: { ApiError: ERROR_SCHEMA },
  },
} satisfies Partial<OpenAPIV3_1.Document>;

const RESPONSES: OpenAPIV3_1.ResponsesObject = {
  '2XX': { description: 'Done: a JSON answer (a CSV export is text/csv).' },
  '4XX': {
    description:
      'Refused: 401 no valid session or token, 403 not allowed, 404 not found, 422 a bad value, 429 too many.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  },
};

/** The document's finishing: responses every route shares, and the security each route really has. */
function finish(document: OpenAPIV3_1.Document, publicPaths: ReadonlySet<string>): OpenAPIV3_1.Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
      operation.responses = RESPONSES;
      if (publicPaths.has(path) || !operation.security) delete operation.security;
      else operation.security = SESSION_ONLY.test(path) ? SESSION_ONLY_SECURITY : SIGNED_IN;
    }
  }
  return document;
}

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document of the app's /api routes, generated (once, at the first request) by
 * hono-openapi from the zod schemas of `validate` (validate.ts) and the routes' paths. better-auth's routes are one
 * catch-all here and are described in docs/API.md instead. `publicPaths`: routes whose own token is the credential.
 */
export function openApiDocument<E extends Env>(app: Hono<E>, publicPaths: ReadonlySet<string>): MiddlewareHandler {
  let document: Promise<OpenAPIV3_1.Document> | undefined;
  return async (c: Context) => {
    document ??= generateSpecs(app, {
      documentation: DOCUMENTATION,
      includeEmptyPaths: true,
      excludeStaticFile: false,
      defaultValidationErrorResponse: false,
      exclude: [/^(?!\/api\/)/],
    }).then((generated) => finish(generated as OpenAPIV3_1.Document, publicPaths));
    return c.json(await document, 200, { 'Cache-Control': 'no-cache' });
  };
}
