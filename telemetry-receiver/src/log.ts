// One JSON line per request outcome, for the log pipeline. Never a payload, never an address.

export type LogFields = Record<string, string | number | boolean | undefined>;
export type Log = (fields: LogFields) => void;

export function createLog(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Log {
  return (fields) =>
    write(
      JSON.stringify({ time: new Date().toISOString(), service: 'telemetry-receiver', ...fields }),
    );
}
