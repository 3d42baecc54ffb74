import { placeholdersIn } from "./placeholders";

const PLACEHOLDER_PART = /(\{\w+\})/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The placeholder values that turn an English template into a server's message:
 * ("Provider {x} not found", "Provider github not found") → { x: "github" }. Case is ignored
 * (the spec words some codes in both cases); undefined when the message is not the template's.
 */
export function matchTemplate(
  template: string,
  message: string,
): Record<string, string> | undefined {
  const names = placeholdersIn(template);
  const pattern = template
    .split(PLACEHOLDER_PART)
    .map((part) => (PLACEHOLDER_PART.test(part) ? "([\\s\\S]+?)" : escapeRegExp(part)))
    .join("");
  const match = new RegExp(`^${pattern}$`, "i").exec(message);
  if (!match) return undefined;
  const values: Record<string, string> = {};
  names.forEach((name, index) => {
    values[name] ??= match[index + 1] ?? "";
  });
  return values;
}
