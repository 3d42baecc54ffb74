import type { Text } from "../../i18n/use-text";

/** What the passkey plugin lists: the fields the account page shows. */
export interface ListedPasskey {
  id: string;
  name?: string | null | undefined;
  createdAt?: Date | string | null | undefined;
  deviceType: string;
  backedUp: boolean;
}

/** The passkey's name, or words for one that has none. */
export function passkeyName(passkey: ListedPasskey, t: Text["t"]): string {
  return passkey.name?.trim() || t("passkeys.unnamed");
}

/** "added 3 Dec 2026 · on this device only · not backed up", in the reader's language. */
export function passkeyDetails(passkey: ListedPasskey, { t, date }: Text): string {
  const parts = [
    passkey.createdAt ? t("passkeys.addedOn", { date: date(new Date(passkey.createdAt)) }) : null,
    // WebAuthn's device type: "multiDevice" passkeys sync (a password manager, a cloud keychain).
    passkey.deviceType === "multiDevice" ? t("passkeys.synced") : t("passkeys.singleDevice"),
    passkey.backedUp ? t("passkeys.backedUp") : t("passkeys.notBackedUp"),
  ];
  return parts.filter((part) => part !== null).join(" · ");
}
