/** "activeOrganization" → "useActiveOrganization". */
export const hookName = (atomName: string): string =>
  `use${atomName.charAt(0).toUpperCase()}${atomName.slice(1)}`;
