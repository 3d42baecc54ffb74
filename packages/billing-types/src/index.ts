export const hello = "billing";
