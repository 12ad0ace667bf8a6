type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** One JSON object per line on stdout, so logs can be shipped and queried as they are. */
export function createLogger(
  level: Level | "silent" = "info",
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const log = (l: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (order[l] < order[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
