// Renders the installable app's PNG icons from web/public/favicon.svg (run once; the PNGs are committed).
import sharp from 'sharp';

for (const size of [192, 512]) {
  await sharp('web/public/favicon.svg', { density: 600 })
    .resize(size, size)
    .png()
    .toFile(`web/public/icon-${size}.png`);
}
// A maskable icon keeps its mark inside the safe zone, on the brand colour.
await sharp('web/public/favicon.svg', { density: 600 })
  .resize(384, 384)
  .extend({ top: 64, bottom: 64, left: 64, right: 64, background: '#1e1b4b' })
  .png()
  .toFile('web/public/icon-maskable-512.png');
