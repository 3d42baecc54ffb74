/** A check on a username (or display username); false rejects it as invalid. */
export type UsernameValidator = (value: string) => boolean | Promise<boolean>;

export interface UsernameOptions {
  /** Shortest accepted username, in characters. Default 3. */
  minUsernameLength?: number;
  /** Longest accepted username, in characters. Default 30. */
  maxUsernameLength?: number;
  /** Replaces the default rule: letters, digits, underscore and dot. Receives the username as typed. */
  usernameValidator?: UsernameValidator;
  /** Checks displayUsername when one is given. Default: any string is accepted. */
  displayUsernameValidator?: UsernameValidator;
}

export interface ResolvedUsernameOptions {
  minUsernameLength: number;
  maxUsernameLength: number;
  usernameValidator: UsernameValidator;
  displayUsernameValidator: UsernameValidator | undefined;
}

/** Spec §9: username length 3 to 30. */
export const DEFAULT_MIN_USERNAME_LENGTH = 3;
export const DEFAULT_MAX_USERNAME_LENGTH = 30;

const DEFAULT_USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;

/** Spec §5: letters, digits, underscore and dot by default. */
export const defaultUsernameValidator: UsernameValidator = (username) =>
  DEFAULT_USERNAME_PATTERN.test(username);

export function resolveUsernameOptions(options: UsernameOptions = {}): ResolvedUsernameOptions {
  return {
    minUsernameLength: options.minUsernameLength ?? DEFAULT_MIN_USERNAME_LENGTH,
    maxUsernameLength: options.maxUsernameLength ?? DEFAULT_MAX_USERNAME_LENGTH,
    usernameValidator: options.usernameValidator ?? defaultUsernameValidator,
    displayUsernameValidator: options.displayUsernameValidator,
  };
}
