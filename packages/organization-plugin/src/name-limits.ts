import { z } from "zod";

/**
 * How long an organization's name and address (slug) and a team's name may be, in characters.
 * Past them a request is refused with 400 VALIDATION_ERROR naming the field, before anything
 * is written: a 500-character name breaks every screen that shows it.
 */
export const NAME_LIMITS = {
  organizationName: 100,
  organizationSlug: 48,
  teamName: 64,
} as const;

export const organizationName = z.string().min(1).max(NAME_LIMITS.organizationName);
export const organizationSlug = z.string().min(1).max(NAME_LIMITS.organizationSlug);
export const teamName = z.string().min(1).max(NAME_LIMITS.teamName);
