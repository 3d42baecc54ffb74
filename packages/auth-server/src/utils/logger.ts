export type LogLevel = "debug" | "info" | "warn" | "error";

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export function createLogger(options: {
  disabled?: boolean | undefined;
  level?: LogLevel | undefined;
  log?: ((level: string, message: string) => void) | undefined;
}): Logger {
  const threshold = ORDER[options.level ?? "warn"];
  const write = (level: LogLevel, message: string, error?: unknown) => {
    if (options.disabled || ORDER[level] < threshold) return;
    if (options.log) {
      const detail =
        error instanceof Error
          ? `: ${error.message}`
          : error === undefined
            ? ""
            : `: ${String(error)}`;
      return options.log(level, `${message}${detail}`);
    }
    const line = `[tollgate] ${level}: ${message}`;
    if (level === "error") console.error(line, error ?? "");
    else if (level === "warn") console.warn(line);
    else console.log(line);
  };
  return {
    debug: (message) => write("debug", message),
    info: (message) => write("info", message),
    warn: (message) => write("warn", message),
    error: (message, error) => write("error", message, error),
  };
}
