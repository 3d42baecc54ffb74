import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import { MEDIA_SERVICES } from "../enums";

const mediaField = f.object("Media", {
  id: f.string(),
  organizationId: f.string(),
  name: f.string(),
  path: f.string(),
  mimeType: f.string(),
  size: f.int(),
  storageVersion: f.nullable(f.string()),
  /** Listed by billing.md; neither API age sends it (they send the three fields below). */
  checksums: f.maybe(f.record(f.nullable(f.string()))),
  /** Not in billing.md's list (nor the two below): a payload of the spec's era may leave them out. */
  checksumEtag: f.maybe(f.string()),
  checksumSha256Base64: f.maybe(f.string()),
  checksumSha256Hex: f.maybe(f.string()),
  lastModifiedAt: f.nullable(f.date()),
  version: f.nullable(f.string()),
  service: f.enum(MEDIA_SERVICES),
  isUploaded: f.boolean(),
  createdAt: f.date(),
  sizeReadable: f.string(),
  publicUrl: f.string(),
});

export interface MediaWire extends WireOf<typeof mediaField> {}
export interface Media extends ClientOf<typeof mediaField> {}
export const media: Field<MediaWire, Media> = mediaField;
