// A real MP4 of any size for upload journeys: a sample from content/videos with a free-space box
// appended, which players skip (ISO/IEC 14496-12, "free"), filled with random bytes so a range read
// back can only match if it came from this very file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

const SAMPLE = 'content/videos/welcome.mp4';
/** A box's header: its size (32 bits, big-endian) and its four-letter type. */
const BOX_HEADER_BYTES = 8;

/** Writes the video to `file`, exactly `size` bytes long, and returns its bytes. */
export function writePaddedVideo(file: string, size: number): Buffer {
  const sample = fs.readFileSync(SAMPLE);
  const boxSize = size - sample.length;
  if (boxSize < BOX_HEADER_BYTES) throw new Error(`a padded video is larger than ${SAMPLE}`);
  const header = Buffer.alloc(BOX_HEADER_BYTES);
  header.writeUInt32BE(boxSize, 0);
  header.write('free', 4, 'latin1');
  const video = Buffer.concat([sample, header, randomBytes(boxSize - BOX_HEADER_BYTES)]);
  fs.writeFileSync(file, video);
  return video;
}
