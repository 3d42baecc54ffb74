/**
 * The words of the reference page's own chrome (not the document's texts), English by default;
 * pass `labels` to renderOpenAPIReference to show them in the reader's language.
 */
export interface ReferenceLabels {
  search: string;
  noMatch: string;
  operations: string;
  schemas: string;
  parameters: string;
  body: string;
  answer: string;
  answers: string;
  errors: string;
  status: string;
  code: string;
  message: string;
  field: string;
  name: string;
  location: string;
  type: string;
  required: string;
  optional: string;
  /** "{count} fields" */
  fieldCount: string;
  version: string;
  documentJSON: string;
  tryIt: string;
  tryItLead: string;
  send: string;
  sending: string;
  query: string;
  response: string;
  networkFailure: string;
  header: string;
}

export const ENGLISH_REFERENCE_LABELS: ReferenceLabels = {
  search: "Search endpoints and schemas",
  noMatch: "Nothing matches.",
  operations: "Endpoints",
  schemas: "Schemas",
  parameters: "Parameters",
  body: "Body",
  answer: "Answer",
  answers: "Answers",
  errors: "Errors",
  status: "status",
  code: "code",
  message: "message",
  field: "field",
  name: "name",
  location: "in",
  type: "type",
  required: "required",
  optional: "optional",
  fieldCount: "{count} fields",
  version: "Version",
  documentJSON: "OpenAPI document (JSON)",
  tryIt: "Try it",
  tryItLead: "Sends the request from this page to this server, with your session cookie.",
  send: "Send",
  sending: "Sending…",
  query: "Query string",
  response: "Response",
  networkFailure: "The request did not reach the server.",
  header: "header",
};
