export type { EndpointDocs } from "./endpoint-docs";
export { generateOpenAPIDocument, type OpenAPIDocumentOptions } from "./generate-document";
export { modelReference } from "./model-reference";
export { OPEN_API_ERROR_CODES } from "./open-api-error-codes";
export { type OpenAPIOptions, openAPI } from "./open-api-plugin";
export type * from "./open-api-types";
export {
  OPENAPI_REFERENCE_STYLE,
  type ReferencePageOptions,
  renderOpenAPIReference,
} from "./reference-page";
