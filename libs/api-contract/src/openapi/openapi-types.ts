// The parts of an OpenAPI 3.1 document this package writes (a subset of the specification).
import type { JsonSchema } from '@valibot/to-json-schema';

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
}

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'query' | 'header' | 'path';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: JsonSchema;
  readonly example?: unknown;
}

export interface OpenApiReference {
  readonly $ref: string;
}

export interface OpenApiMediaType {
  readonly schema: JsonSchema;
  readonly example?: unknown;
}

export interface OpenApiResponse {
  readonly description: string;
  readonly content?: Readonly<Record<string, OpenApiMediaType>>;
}

export interface OpenApiOperation {
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly parameters: readonly (OpenApiParameter | OpenApiReference)[];
  readonly requestBody?: {
    readonly required: boolean;
    readonly content: Readonly<Record<string, OpenApiMediaType>>;
  };
  readonly responses: Readonly<Record<string, OpenApiResponse>>;
  readonly security: readonly Readonly<Record<string, readonly string[]>>[];
  /** The spec's error codes of the call (Errors[0].ErrorMessage). */
  readonly 'x-error-codes': readonly string[];
  /** Where the spec defines the call, e.g. `spec 2 §7`. */
  readonly 'x-spec-reference': string;
}

export type OpenApiPathItem = Partial<Record<'get' | 'post' | 'put' | 'delete', OpenApiOperation>>;

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly jsonSchemaDialect: string;
  readonly info: OpenApiInfo;
  readonly servers?: readonly { readonly url: string; readonly description?: string }[];
  readonly tags: readonly { readonly name: string; readonly description: string }[];
  readonly paths: Readonly<Record<string, OpenApiPathItem>>;
  readonly components: {
    readonly securitySchemes: Readonly<Record<string, unknown>>;
    readonly parameters: Readonly<Record<string, OpenApiParameter>>;
    readonly schemas: Readonly<Record<string, JsonSchema>>;
  };
}
