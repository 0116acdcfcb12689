import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { repoRoot } from './processes.ts';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';

endQuietlyWhenOutputCloses();

// Draws build/icon.png (512×512: a green rounded square with a white leaf-like disc) with no image
// library: raw RGBA rows, zlib, and the PNG chunks. Run once; the PNG is committed.

const SIZE = 512;

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pixel(x: number, y: number): [number, number, number, number] {
  const radius = 96;
  const cx = Math.min(Math.max(x, radius), SIZE - 1 - radius);
  const cy = Math.min(Math.max(y, radius), SIZE - 1 - radius);
  if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return [0, 0, 0, 0];
  // A leaf: the intersection of two discs, tilted by its placement.
  const inLeaf = (x - 200) ** 2 + (y - 312) ** 2 < 190 ** 2 && (x - 312) ** 2 + (y - 200) ** 2 < 190 ** 2;
  return inLeaf ? [255, 255, 255, 255] : [31, 122, 77, 255];
}

const rows: Buffer[] = [];
for (let y = 0; y < SIZE; y += 1) {
  const row = Buffer.alloc(1 + SIZE * 4);
  for (let x = 0; x < SIZE; x += 1) Buffer.from(pixel(x, y)).copy(row, 1 + x * 4);
  rows.push(row);
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(join(repoRoot, 'build', 'icon.png'), png);
process.stdout.write(`build/icon.png (${png.length} bytes)\n`);
