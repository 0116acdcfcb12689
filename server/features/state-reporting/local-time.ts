const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock date and time in `timeZone` at `instant`, without an offset ("2026-11-21T10:30:00"):
 * how Metrc takes a sale's time (its documentation's "Dates and Times": a sale is recorded at the
 * facility's local time), so a sale rung offline yesterday is reported at yesterday's time.
 */
export function localDateTime(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const part = (type: Intl.DateTimeFormatPartTypes, parts: Intl.DateTimeFormatPart[]) => parts.find((p) => p.type === type)?.value ?? '00';
  const parts = formatter.formatToParts(instant);
  return `${part('year', parts)}-${part('month', parts)}-${part('day', parts)}T${part('hour', parts)}:${part('minute', parts)}:${part('second', parts)}`;
}

/** The instant at which the wall clock in `timeZone` reads `local` ("2026-11-22T08:00:00"); the later one when it reads it twice. */
export function instantAtLocal(local: string, timeZone: string): Date {
  const wanted = Date.parse(`${local}Z`);
  let guess = wanted;
  // The offset is read where the guess lands; two corrections settle it, DST changes included.
  for (let i = 0; i < 3; i++) guess += wanted - Date.parse(`${localDateTime(new Date(guess), timeZone)}Z`);
  return new Date(guess);
}
