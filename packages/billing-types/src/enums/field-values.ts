import { knownGuard } from "./known-guard";

// billing.md §3: values named inside entity descriptions rather than in §9.

/** Checkout.paymentProcessor ("value stripe"). */
export const PAYMENT_PROCESSORS = ["stripe"] as const;
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];
export const isKnownPaymentProcessor = knownGuard(PAYMENT_PROCESSORS);

/** Media.service ("product_media"). */
export const MEDIA_SERVICES = ["product_media"] as const;
export type MediaService = (typeof MEDIA_SERVICES)[number];
export const isKnownMediaService = knownGuard(MEDIA_SERVICES);

/** Benefit github_repository properties.permission. */
export const GITHUB_REPOSITORY_PERMISSIONS = [
  "pull",
  "triage",
  "push",
  "maintain",
  "admin",
] as const;
export type GithubRepositoryPermission = (typeof GITHUB_REPOSITORY_PERMISSIONS)[number];
export const isKnownGithubRepositoryPermission = knownGuard(GITHUB_REPOSITORY_PERMISSIONS);
