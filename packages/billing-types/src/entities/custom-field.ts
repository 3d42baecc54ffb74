import { type ClientOf, type Field, f, type Recognised, type WireOf } from "../dsl";
import type { CustomFieldType } from "../enums";

const formProperties = {
  formLabel: f.maybe(f.string()),
  formHelpText: f.maybe(f.string()),
  formPlaceholder: f.maybe(f.string()),
};
const bounds = { ge: f.maybe(f.int()), le: f.maybe(f.int()) };

const selectOption = f.object("CustomFieldSelectOption", { value: f.string(), label: f.string() });

const customFieldField = f.object(
  "CustomField",
  { slug: f.string(), name: f.string(), organizationId: f.string() },
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
        textarea: f.maybe(f.boolean()),
        minLength: f.maybe(f.int()),
        maxLength: f.maybe(f.int()),
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
