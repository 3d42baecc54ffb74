import { type ClientOf, type Field, f, type Recognised, type WireOf } from "../dsl";
import type { CustomFieldType } from "../enums";
import { metadata, unlistedTimestamps } from "./shared";

const formProperties = {
  formLabel: f.optional(f.string()),
  formHelpText: f.optional(f.string()),
  formPlaceholder: f.optional(f.string()),
};
const bounds = { ge: f.optional(f.int()), le: f.optional(f.int()) };

const selectOption = f.object("CustomFieldSelectOption", { value: f.string(), label: f.string() });

const customFieldField = f.object(
  "CustomField",
  {
    // billing.md names a custom field's slug, name, organizationId and properties only.
    ...unlistedTimestamps(),
    id: f.optional(f.string()),
    metadata: f.optional(metadata()),
    slug: f.string(),
    name: f.string(),
    organizationId: f.string(),
  },
  f.union("type", {
    checkbox: { properties: f.object("CheckboxProperties", formProperties) },
    date: { properties: f.object("DateProperties", { ...formProperties, ...bounds }) },
    number: { properties: f.object("NumberProperties", { ...formProperties, ...bounds }) },
    select: {
      properties: f.object("SelectProperties", {
        ...formProperties,
        options: f.array(selectOption),
      }),
    },
    text: {
      properties: f.object("TextProperties", {
        ...formProperties,
        textarea: f.optional(f.boolean()),
        minLength: f.optional(f.int()),
        maxLength: f.optional(f.int()),
      }),
    },
  }),
);

export type CustomFieldWire = WireOf<typeof customFieldField>;
export type CustomField = ClientOf<typeof customFieldField>;
/** A custom field whose type this version knows; narrow further on `type`. */
export type KnownCustomField = Recognised<CustomField, "type", CustomFieldType>;
export const customField: Field<CustomFieldWire, CustomField> = customFieldField;

const attachedCustomFieldField = f.object("AttachedCustomField", {
  customFieldId: f.string(),
  customField,
  order: f.int(),
  required: f.boolean(),
});

export interface AttachedCustomFieldWire extends WireOf<typeof attachedCustomFieldField> {}
export interface AttachedCustomField extends ClientOf<typeof attachedCustomFieldField> {}
export const attachedCustomField: Field<AttachedCustomFieldWire, AttachedCustomField> =
  attachedCustomFieldField;
