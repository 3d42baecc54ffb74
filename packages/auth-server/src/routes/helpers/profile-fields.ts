import { authError } from "../../errors/auth-api-error";

const IMAGE_PROTOCOLS = new Set(["http:", "https:", "data:"]);

/** 400 FIELD_REQUIRED 'Field name is required' when the name is empty or only spaces. */
export function checkName(name: string): void {
  if (name.trim() === "")
    throw authError("BAD_REQUEST", "FIELD_REQUIRED", { values: { field: "name" }, field: "name" });
}

/**
 * 400 INVALID_FIELD 'Invalid value for field image' unless the image is an http(s) URL or a
 * data: URL: anything else would end up in an `<img src>` that never loads (or runs a scheme).
 */
export function checkImage(image: string): void {
  const url = URL.canParse(image) ? new URL(image) : null;
  if (!url || !IMAGE_PROTOCOLS.has(url.protocol))
    throw authError("BAD_REQUEST", "INVALID_FIELD", { values: { field: "image" }, field: "image" });
}
