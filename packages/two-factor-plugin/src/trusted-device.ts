import type { CookieJar, RequestContext, Where } from "@tollgate/auth-server";
import { readSigned, setSigned, trustDeviceCookie } from "./cookies";
import type { ResolvedTwoFactorOptions } from "./options";

/**
 * "Trust this device": a signed `trust_device` cookie naming a record that the server keeps
 * for `trustDeviceMaxAge` seconds. The record is what counts: disabling two-factor, an admin's
 * reset or `revokeTrustedDevices` delete the user's records, and every cookie stops working.
 * Each use replaces the record and the cookie (a stolen cookie works until the device's next
 * sign-in at most).
 */

const prefixOf = (userId: string) => `2fa-trust:${userId}:`;

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** A device's trust for the user: the verification record to create (its identifier is the cookie's). */
export function trustRecordOf(
  options: ResolvedTwoFactorOptions,
  userId: string,
): { identifier: string; value: string; expiresAt: Date } {
  return {
    identifier: `${prefixOf(userId)}${randomId()}`,
    value: userId,
    expiresAt: new Date(Date.now() + options.trustDeviceMaxAge * 1000),
  };
}

/** Sets the cookie of a device's trust whose record (`identifier`) is written. */
export async function setTrustCookie(
  context: RequestContext,
  jar: CookieJar,
  options: ResolvedTwoFactorOptions,
  identifier: string,
): Promise<void> {
  await setSigned(context, jar, trustDeviceCookie(context, options.trustDeviceMaxAge), identifier);
}

/** Records this device as trusted for the user and sets its cookie. */
export async function trustDevice(
  context: RequestContext,
  jar: CookieJar,
  options: ResolvedTwoFactorOptions,
  userId: string,
): Promise<void> {
  const record = trustRecordOf(options, userId);
  await context.internalAdapter.createVerification(record);
  await setTrustCookie(context, jar, options, record.identifier);
}

/**
 * Whether the request comes from a device the user trusted; if so the trust is renewed (a new
 * record and cookie for another `trustDeviceMaxAge`). A cookie that no longer counts is expired.
 */
export async function spendTrustedDevice(
  context: RequestContext,
  jar: CookieJar,
  options: ResolvedTwoFactorOptions,
  userId: string,
): Promise<boolean> {
  const cookie = trustDeviceCookie(context, options.trustDeviceMaxAge);
  const identifier = await readSigned(context, jar, cookie);
  if (!identifier) return false;
  const record = identifier.startsWith(prefixOf(userId))
    ? await context.internalAdapter.consumeVerification(identifier)
    : null;
  if (!record || record.value !== userId) {
    // Another user's device trust (a shared computer) stays; a dead one is cleared.
    if (!identifier.startsWith("2fa-trust:") || identifier.startsWith(prefixOf(userId)))
      jar.expire(cookie);
    return false;
  }
  await trustDevice(context, jar, options, userId);
  return true;
}

/** The records of every device the user trusted, to delete with other writes. */
export function trustedDevicesOf(userId: string): { model: string; where: Where[] } {
  return {
    model: "verification",
    where: [{ field: "identifier", operator: "starts_with", value: prefixOf(userId) }],
  };
}

/** Ends the trust of every device of the user. */
export async function revokeTrustedDevices(context: RequestContext, userId: string) {
  const { model, where } = trustedDevicesOf(userId);
  return context.internalAdapter.deleteRecords(model, where);
}
