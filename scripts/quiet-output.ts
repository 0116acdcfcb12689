/**
 * A command-line tool whose output is closed early (`npm run audit:verify | head`) stops writing
 * and ends quietly, as Unix tools do, instead of crashing on an unhandled EPIPE. Node ignores
 * SIGPIPE, so a closed pipe surfaces as an 'error' event on the stream; once that happens the
 * stream is gone, and later writes fail the same way (ERR_STREAM_DESTROYED). The tool runs on to its
 * own end, so its exit status still says what it found (a verification a reader cut short still
 * fails when the chain is broken).
 */
const closedOutput = new Set(['EPIPE', 'ERR_STREAM_DESTROYED']);
const watched = new WeakSet<NodeJS.WriteStream>();

const errorCode = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

export function endQuietlyWhenOutputCloses(streams: readonly NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    if (watched.has(stream)) continue;
    watched.add(stream);
    stream.on('error', (error: unknown) => {
      if (closedOutput.has(String(errorCode(error)))) return;
      // Any other failure to write is a real error: let it surface as it would have.
      throw error;
    });
  }
}
