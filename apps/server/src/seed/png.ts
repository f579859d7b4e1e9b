import { deflateSync } from 'node:zlib';

/** A minimal PNG encoder (8-bit RGB), enough to draw the demo shop's pictures without a canvas. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
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

export type Rgb = readonly [number, number, number];

export class Picture {
  readonly pixels: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  /** A vertical gradient from `top` to `bottom`. */
  gradient(top: Rgb, bottom: Rgb): this {
    for (let y = 0; y < this.height; y += 1) {
      const t = y / Math.max(1, this.height - 1);
      const color: Rgb = [0, 1, 2].map((i) =>
        Math.round(top[i]! + (bottom[i]! - top[i]!) * t),
      ) as unknown as Rgb;
      for (let x = 0; x < this.width; x += 1) this.set(x, y, color);
    }
    return this;
  }

  circle(cx: number, cy: number, radius: number, color: Rgb): this {
    for (let y = Math.floor(cy - radius); y <= cy + radius; y += 1) {
      for (let x = Math.floor(cx - radius); x <= cx + radius; x += 1) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) this.set(x, y, color);
      }
    }
    return this;
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb, radius = 0): this {
    for (let y = Math.floor(y0); y < y0 + h; y += 1) {
      for (let x = Math.floor(x0); x < x0 + w; x += 1) {
        const dx = Math.max(x0 + radius - x, 0, x - (x0 + w - 1 - radius));
        const dy = Math.max(y0 + radius - y, 0, y - (y0 + h - 1 - radius));
        if (dx * dx + dy * dy <= radius * radius) this.set(x, y, color);
      }
    }
    return this;
  }

  /** A filled triangle. */
  triangle(a: [number, number], b: [number, number], c: [number, number], color: Rgb): this {
    const minY = Math.floor(Math.min(a[1], b[1], c[1]));
    const maxY = Math.ceil(Math.max(a[1], b[1], c[1]));
    const minX = Math.floor(Math.min(a[0], b[0], c[0]));
    const maxX = Math.ceil(Math.max(a[0], b[0], c[0]));
    const side = (p: [number, number], q: [number, number], x: number, y: number) =>
      (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
    for (let y = minY; y <= maxY; y += 1) {
      for (let x = minX; x <= maxX; x += 1) {
        const s1 = side(a, b, x, y);
        const s2 = side(b, c, x, y);
        const s3 = side(c, a, x, y);
        if ((s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0))
          this.set(x, y, color);
      }
    }
    return this;
  }

  toPng(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(2, 9); // colour type: RGB
    const rowLength = this.width * 3;
    const raw = Buffer.alloc((rowLength + 1) * this.height);
    for (let y = 0; y < this.height; y += 1) {
      raw[y * (rowLength + 1)] = 0; // filter: none
      this.pixels.copy(raw, y * (rowLength + 1) + 1, y * rowLength, (y + 1) * rowLength);
    }
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}
