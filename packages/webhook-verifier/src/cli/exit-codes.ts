/** 0 success; 1 the webhook or a payload was rejected; 2 the CLI was called wrongly. */
export const EXIT = { ok: 0, rejected: 1, usage: 2 } as const;
