import {
  atMost,
  ORGANIZATION_NAME_LENGTH,
  optionalPictureUrl,
  required,
  slug,
} from "../../forms/field-checks";
import { useForm } from "../../forms/use-form";

/**
 * An organization's name, address (slug) and logo (a form without a logo field leaves it
 * empty): checked against the organization plugin's limits before sending, the server's
 * refusals under the field they concern.
 */
export function useOrganizationForm(initial: { name: string; slug: string; logo: string }) {
  return useForm({
    initial,
    checks: {
      name: [required("createOrg.nameRequired"), atMost(ORGANIZATION_NAME_LENGTH.max)],
      slug: [slug],
      logo: [optionalPictureUrl],
    },
    serverCodes: { slug: ["ORGANIZATION_ALREADY_EXISTS", "SLUG_IS_TAKEN"] },
    labels: { name: "field.name", slug: "createOrg.slug", logo: "orgSettings.logo" },
    // update-organization names the fields inside its `data`.
    serverFields: { "data.name": "name", "data.slug": "slug", "data.logo": "logo" },
  });
}
