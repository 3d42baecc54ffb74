import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { MEDIA_SERVICES } from "../enums";

const mediaField = f.object("Media", {
  id: f.string(),
  organizationId: f.string(),
  name: f.string(),
  path: f.string(),
  mimeType: f.string(),
  size: f.int(),
  storageVersion: f.maybe(f.string()),
  /** Checksums by algorithm (the spec names the field, not its keys). */
  checksums: f.maybe(f.record(f.nullable(f.string()))),
  lastModifiedAt: f.maybe(f.date()),
  version: f.maybe(f.string()),
  service: f.enum(MEDIA_SERVICES),
  isUploaded: f.boolean(),
  createdAt: f.date(),
  sizeReadable: f.string(),
  publicUrl: f.string(),
});

export interface MediaWire extends WireOf<typeof mediaField> {}
export interface Media extends ClientOf<typeof mediaField> {}
export const media: Field<MediaWire, Media> = mediaField;
