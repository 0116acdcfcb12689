/**
 * Reads back the ESC/POS the register sends, command by command, as a printer would: text lines,
 * CODE128 barcodes, drawer pulses and cuts, in the order they came. It knows exactly the commands
 * the register emits (through @point-of-sale/receipt-printer-encoder) and throws on anything else,
 * so a command the register starts sending unexamined fails the tests instead of vanishing.
 */
export type DecodedEvent =
  | { kind: 'line'; text: string; bold: boolean }
  | { kind: 'barcode'; symbology: 'code128'; value: string }
  /** ESC p: connector 0 is drawer pin 2, connector 1 is pin 5; times in ms (sent in 2 ms units). */
  | { kind: 'pulse'; pin: 2 | 5; onMs: number; offMs: number }
  | { kind: 'cut'; partial: boolean };

export interface DecodedJob {
  events: DecodedEvent[];
  lines: string[];
  barcodes: string[];
  pulses: Array<{ pin: 2 | 5; onMs: number; offMs: number }>;
  cuts: number;
}

export class EscPosDecodeError extends Error {
  override readonly name = 'EscPosDecodeError';
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;
const CR = 0x0d;

/** ESC commands with one argument byte: M font, E bold, t code page, a alignment, - underline, G double-strike, ! mode, 3 line spacing. */
const escOneArgument = new Set([0x4d, 0x45, 0x74, 0x61, 0x2d, 0x47, 0x21, 0x33]);
/** GS commands with one argument byte: h barcode height, w module width, H text position, f text font, ! size, B reverse. */
const gsOneArgument = new Set([0x68, 0x77, 0x48, 0x66, 0x21, 0x42]);

/**
 * The two code pages the register's encoder picks with Epson's numbering (ESC t 0 = PC437, ESC t 16 =
 * WPC1252), written out here from the printers' manuals rather than taken from the encoder's tables.
 * Below 0x80 both are ASCII.
 */
const PC437_HIGH = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const WPC1252_80_9F = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';
const codePages: Record<number, (byte: number) => string> = {
  0: (byte) => PC437_HIGH[byte - 0x80]!,
  16: (byte) => (byte < 0xa0 ? WPC1252_80_9F[byte - 0x80]! : String.fromCharCode(byte)),
};

function decodeText(raw: readonly number[], codePage: number): string {
  const high = codePages[codePage];
  return raw.map((byte) => {
    if (byte < 0x80) return String.fromCharCode(byte);
    if (high === undefined) throw new EscPosDecodeError(`code page ${codePage} is not one this decoder reads`);
    return high(byte);
  }).join('');
}

/** CODE128 data as ESC/POS carries it: `{A`/`{B`/`{C` switch code sets, `{{` is a brace; code C bytes are digit pairs. */
function code128Text(data: Uint8Array): string {
  let set: 'A' | 'B' | 'C' = 'B';
  let text = '';
  for (let index = 0; index < data.length; index += 1) {
    const byte = data[index]!;
    if (byte === 0x7b) {
      const next = data[index + 1];
      index += 1;
      if (next === 0x41 || next === 0x42 || next === 0x43) set = next === 0x41 ? 'A' : next === 0x42 ? 'B' : 'C';
      else if (next === 0x7b) text += '{';
      else throw new EscPosDecodeError(`CODE128 code-set selector {${String.fromCharCode(next ?? 0)} is not one this decoder knows`);
      continue;
    }
    text += set === 'C' ? String(byte).padStart(2, '0') : String.fromCharCode(byte);
  }
  return text;
}

export function decodeEscPos(bytes: Uint8Array): DecodedJob {
  const events: DecodedEvent[] = [];
  let codePage = 0;
  let bold = false;
  let pending: number[] = [];
  // A code page switch mid-line changes how the following bytes read: decode what came before it now.
  let lineParts: string[] = [];
  // A line is bold when bold was on for any of its text.
  let lineBold = false;
  const takeText = () => {
    if (pending.length === 0) return;
    lineParts.push(decodeText(pending, codePage));
    pending = [];
  };
  const endLine = () => {
    takeText();
    events.push({ kind: 'line', text: lineParts.join(''), bold: lineBold });
    lineParts = [];
    lineBold = bold;
  };

  const need = (at: number, count: number) => {
    if (at + count > bytes.length) throw new EscPosDecodeError(`command at byte ${at} is cut short`);
  };
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte === LF) { endLine(); index += 1; continue; }
    if (byte === CR) { index += 1; continue; }
    if (byte === ESC) {
      need(index, 2);
      const command = bytes[index + 1]!;
      if (command === 0x40) { codePage = 0; bold = false; index += 2; continue; }
      if (command === 0x70) {
        need(index, 5);
        const connector = bytes[index + 2]!;
        if (connector !== 0 && connector !== 1 && connector !== 0x30 && connector !== 0x31) throw new EscPosDecodeError(`ESC p with connector ${connector}`);
        events.push({ kind: 'pulse', pin: connector % 0x30 === 0 ? 2 : 5, onMs: bytes[index + 3]! * 2, offMs: bytes[index + 4]! * 2 });
        index += 5;
        continue;
      }
      if (escOneArgument.has(command)) {
        need(index, 3);
        const argument = bytes[index + 2]!;
        if (command === 0x74) { takeText(); codePage = argument; }
        if (command === 0x45) { bold = (argument & 1) === 1; if (bold) lineBold = true; }
        index += 3;
        continue;
      }
      throw new EscPosDecodeError(`unknown command ESC 0x${command.toString(16)} at byte ${index}`);
    }
    if (byte === GS) {
      need(index, 2);
      const command = bytes[index + 1]!;
      if (command === 0x56) {
        need(index, 3);
        const mode = bytes[index + 2]!;
        const withFeed = mode === 65 || mode === 66;
        events.push({ kind: 'cut', partial: mode === 1 || mode === 0x31 || mode === 66 });
        index += withFeed ? 4 : 3;
        continue;
      }
      if (command === 0x6b) {
        need(index, 4);
        const symbology = bytes[index + 2]!;
        if (symbology !== 73) throw new EscPosDecodeError(`barcode type ${symbology} is not CODE128`);
        const length = bytes[index + 3]!;
        need(index + 4, length);
        events.push({ kind: 'barcode', symbology: 'code128', value: code128Text(bytes.subarray(index + 4, index + 4 + length)) });
        index += 4 + length;
        continue;
      }
      if (gsOneArgument.has(command)) { need(index, 3); index += 3; continue; }
      throw new EscPosDecodeError(`unknown command GS 0x${command.toString(16)} at byte ${index}`);
    }
    if (byte === FS) {
      need(index, 2);
      // FS . cancels Kanji mode: single-byte text follows.
      if (bytes[index + 1] === 0x2e) { index += 2; continue; }
      throw new EscPosDecodeError(`unknown command FS 0x${bytes[index + 1]!.toString(16)} at byte ${index}`);
    }
    if (byte < 0x20) throw new EscPosDecodeError(`control byte 0x${byte.toString(16)} at byte ${index}`);
    pending.push(byte);
    index += 1;
  }
  if (pending.length > 0 || lineParts.length > 0) endLine();
  return {
    events,
    lines: events.flatMap((event) => (event.kind === 'line' ? [event.text] : [])),
    barcodes: events.flatMap((event) => (event.kind === 'barcode' ? [event.value] : [])),
    pulses: events.flatMap((event) => (event.kind === 'pulse' ? [{ pin: event.pin, onMs: event.onMs, offMs: event.offMs }] : [])),
    cuts: events.filter((event) => event.kind === 'cut').length,
  };
}
