// Renders the landing page's hero and footer images: original illustrations drawn as SVG and
// encoded to WebP with sharp, at full size and at smaller widths for srcset.
// Usage: node web/scripts/make-images.mjs   (writes web/public/images/*.webp; commit the output)
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = decodeURIComponent(new URL('../public/images/', import.meta.url).pathname);
/** Smaller widths rendered beside the full one: name-640.webp, name-1024.webp. */
export const WIDTHS = [640, 1024];

// A seeded generator, so the images are the same on every run.
function random(seed) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Math.round(n * 10) / 10;

/** An eight-pointed star (two squares, one turned 45°), the motif of the sky pattern. */
function eightPointStar(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI / 8) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.72;
    pts.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}"/>`;
}

function stars(rand, w, h, count) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const y = Math.pow(rand(), 1.6) * h;
    const r = 0.6 + rand() * 1.6;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" opacity="${f(0.35 + rand() * 0.6)}"/>`;
  }
  return out;
}

/** A dome on a drum, slightly pointed, with a crescent finial. */
function dome(x, base, r, fill) {
  const drumH = r * 0.35;
  const y = base - drumH;
  return `
    <rect x="${f(x - r * 0.92)}" y="${f(y)}" width="${f(r * 1.84)}" height="${f(drumH + 2)}" fill="${fill.drum}"/>
    <path d="M ${f(x - r)} ${f(y)} C ${f(x - r)} ${f(y - r * 1.05)}, ${f(x - r * 0.3)} ${f(y - r * 1.25)}, ${f(x)} ${f(y - r * 1.42)}
             C ${f(x + r * 0.3)} ${f(y - r * 1.25)}, ${f(x + r)} ${f(y - r * 1.05)}, ${f(x + r)} ${f(y)} Z" fill="${fill.dome}"/>
    <rect x="${f(x - 1.6)}" y="${f(y - r * 1.42 - r * 0.32)}" width="3.2" height="${f(r * 0.34)}" fill="${fill.finial}"/>
    <circle cx="${f(x)}" cy="${f(y - r * 1.42 - r * 0.36)}" r="${f(r * 0.07)}" fill="${fill.finial}"/>`;
}

/** A minaret: shaft, two balconies, a lantern and a pointed cap. */
function minaret(x, base, height, width, fill, lit) {
  const top = base - height;
  const w = width;
  const balcony = (y) =>
    `<rect x="${f(x - w * 0.85)}" y="${f(y)}" width="${f(w * 1.7)}" height="${f(w * 0.32)}" rx="2" fill="${fill}"/>
     <rect x="${f(x - w * 0.7)}" y="${f(y + w * 0.32)}" width="${f(w * 1.4)}" height="${f(w * 0.22)}" fill="${fill}"/>`;
  return `
    <rect x="${f(x - w / 2)}" y="${f(top + w * 1.2)}" width="${f(w)}" height="${f(height - w * 1.2)}" fill="${fill}"/>
    ${balcony(top + height * 0.42)}
    ${balcony(top + height * 0.16)}
    <rect x="${f(x - w * 0.38)}" y="${f(top + w * 0.4)}" width="${f(w * 0.76)}" height="${f(w * 1.0)}" fill="${fill}"/>
    <rect x="${f(x - w * 0.14)}" y="${f(top + w * 0.62)}" width="${f(w * 0.28)}" height="${f(w * 0.5)}" rx="${f(w * 0.14)}" fill="${lit}" opacity="0.85"/>
    <path d="M ${f(x - w * 0.42)} ${f(top + w * 0.42)} Q ${f(x)} ${f(top - w * 0.2)} ${f(x)} ${f(top - w * 1.5)} Q ${f(x)} ${f(top - w * 0.2)} ${f(x + w * 0.42)} ${f(top + w * 0.42)} Z" fill="${fill}"/>
    <circle cx="${f(x)}" cy="${f(top - w * 1.62)}" r="${f(w * 0.12)}" fill="${fill}"/>`;
}

/** A row of arched openings, warmly lit from inside. */
function arches(x0, x1, y, h, n, fill) {
  const step = (x1 - x0) / n;
  const aw = step * 0.56;
  let out = '';
  for (let i = 0; i < n; i++) {
    const cx = x0 + step * (i + 0.5);
    const l = cx - aw / 2;
    out += `<path d="M ${f(l)} ${f(y + h)} L ${f(l)} ${f(y + aw / 2)} A ${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(l + aw)} ${f(y + aw / 2)} L ${f(l + aw)} ${f(y + h)} Z" fill="${fill}"/>`;
  }
  return out;
}

/** The folding parasols of the Madinah courtyard, open. */
function parasol(x, base, size, fill) {
  const top = base - size * 1.25;
  const w = size;
  let scallops = '';
  const n = 6;
  for (let i = 0; i < n; i++) {
    const a = x - w + ((2 * w) / n) * i;
    scallops += ` Q ${f(a + w / n)} ${f(top + size * 0.16)} ${f(a + (2 * w) / n)} ${f(top)}`;
  }
  return `
    <rect x="${f(x - size * 0.035)}" y="${f(top)}" width="${f(size * 0.07)}" height="${f(base - top)}" fill="${fill}"/>
    <path d="M ${f(x - w)} ${f(top)} Q ${f(x - w * 0.4)} ${f(top - size * 0.32)} ${f(x)} ${f(top - size * 0.4)} Q ${f(x + w * 0.4)} ${f(top - size * 0.32)} ${f(x + w)} ${f(top)}${scallops} Z" fill="${fill}"/>`;
}

function heroSvg() {
  const W = 1600;
  const H = 900;
  const rand = random(7);
  const ground = 760;
  const dark = '#0a1626';
  const mid = '#10233a';
  const lit = '#f6c177';
  const domeFill = { dome: 'url(#greenDome)', drum: dark, finial: '#e9c46a' };
  const sideDome = { dome: mid, drum: dark, finial: '#e9c46a' };
  let skyline = '';
  // Back rank: a long colonnade with small domes.
  skyline += `<rect x="180" y="${ground - 120}" width="1240" height="130" fill="${mid}"/>`;
  for (let i = 0; i < 9; i++) skyline += dome(260 + i * 135, ground - 118, 26, sideDome);
  skyline += arches(190, 1410, ground - 100, 90, 24, lit).replaceAll('<path', '<path opacity="0.55"');
  // Front: the main hall, its green dome and four minarets.
  skyline += `<rect x="520" y="${ground - 200}" width="560" height="210" fill="${dark}"/>`;
  skyline += `<rect x="500" y="${ground - 214}" width="600" height="18" fill="${dark}"/>`;
  skyline += arches(540, 1060, ground - 170, 150, 8, lit);
  skyline += dome(800, ground - 214, 96, domeFill);
  skyline += dome(640, ground - 214, 42, sideDome);
  skyline += dome(960, ground - 214, 42, sideDome);
  skyline += minaret(470, ground, 470, 30, dark, lit);
  skyline += minaret(1130, ground, 470, 30, dark, lit);
  skyline += minaret(240, ground, 360, 24, mid, lit);
  skyline += minaret(1360, ground, 360, 24, mid, lit);
  // Courtyard parasols in front, both sides.
  let parasols = '';
  for (const x of [90, 250, 1350, 1510]) parasols += parasol(x, 900, 92, '#08121f');
  for (const x of [170, 1430]) parasols += parasol(x, 880, 70, '#0c1a2c');

  let pattern = '';
  for (let y = 40; y < 540; y += 80) for (let x = (y / 80) % 2 ? 40 : 0; x < W + 80; x += 80) pattern += eightPointStar(x, y, 26);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#081427"/>
      <stop offset="0.38" stop-color="#1b2f55"/>
      <stop offset="0.62" stop-color="#54406f"/>
      <stop offset="0.78" stop-color="#c0697a"/>
      <stop offset="0.9" stop-color="#f0a56b"/>
      <stop offset="1" stop-color="#f7d08a"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.86" r="0.55">
      <stop offset="0" stop-color="#ffd9a0" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="greenDome" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3fae7f"/>
      <stop offset="1" stop-color="#14553d"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5a4560"/>
      <stop offset="0.35" stop-color="#2a2540"/>
      <stop offset="1" stop-color="#0a111d"/>
    </linearGradient>
    <mask id="crescent">
      <circle cx="1270" cy="170" r="58" fill="#fff"/>
      <circle cx="1294" cy="152" r="52" fill="#000"/>
    </mask>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1.5">${pattern}</g>
  <g fill="#fff7e6">${stars(rand, W, 520, 140)}</g>
  <circle cx="1270" cy="170" r="90" fill="#fff1c9" opacity="0.08"/>
  <rect x="1200" y="100" width="140" height="140" fill="#fff3d1" mask="url(#crescent)"/>
  <g>${skyline}</g>
  <rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="url(#ground)"/>
  <rect x="0" y="${ground}" width="${W}" height="3" fill="${lit}" opacity="0.35"/>
  <g>${parasols}</g>
</svg>`;
}

/** A pilgrim seen from behind, walking; `s` is the height in pixels, `stride` parts the feet. */
function pilgrim(x, base, s, fill, stride, veiled) {
  const r = s * 0.075;
  const top = base - s;
  const sh = top + s * 0.2; // shoulders
  const hem = base - s * 0.13;
  const w = s * (veiled ? 0.15 : 0.14);
  const feet = `<rect x="${f(x - w * 0.45 - stride)}" y="${f(hem - 1)}" width="${f(s * 0.06)}" height="${f(base - hem + 1)}" rx="${f(s * 0.02)}"/>
    <rect x="${f(x + w * 0.45 - s * 0.06 + stride)}" y="${f(hem - 1)}" width="${f(s * 0.06)}" height="${f(base - hem + 1)}" rx="${f(s * 0.02)}"/>`;
  const body = veiled
    ? `<path d="M ${f(x)} ${f(top)} C ${f(x + r * 1.5)} ${f(top)} ${f(x + r * 1.4)} ${f(sh - r * 0.4)} ${f(x + w * 0.9)} ${f(sh)}
         C ${f(x + w * 1.15)} ${f(sh + s * 0.2)} ${f(x + w * 1.2)} ${f(hem - s * 0.1)} ${f(x + w * 1.25)} ${f(hem)} L ${f(x - w * 1.25)} ${f(hem)}
         C ${f(x - w * 1.2)} ${f(hem - s * 0.1)} ${f(x - w * 1.15)} ${f(sh + s * 0.2)} ${f(x - w * 0.9)} ${f(sh)}
         C ${f(x - r * 1.4)} ${f(sh - r * 0.4)} ${f(x - r * 1.5)} ${f(top)} ${f(x)} ${f(top)} Z"/>`
    : `<circle cx="${f(x)}" cy="${f(top + r)}" r="${f(r)}"/>
       <path d="M ${f(x - w)} ${f(sh + s * 0.03)} Q ${f(x - w)} ${f(sh - s * 0.04)} ${f(x)} ${f(sh - s * 0.045)} Q ${f(x + w)} ${f(sh - s * 0.04)} ${f(x + w)} ${f(sh + s * 0.03)}
         L ${f(x + w * 1.05)} ${f(hem)} L ${f(x - w * 1.05)} ${f(hem)} Z"/>`;
  return `<g fill="${fill}">${body}${feet}</g>`;
}

function footerSvg() {
  const W = 1600;
  const H = 600;
  const rand = random(11);
  const horizon = 430;
  const near = '#1c1a33';
  let city = '';
  // Hills and the clock tower behind the mosque, far away in the morning haze.
  const haze = '#8a7a98';
  city += `<path d="M 0 ${horizon - 40} Q 200 ${horizon - 100} 420 ${horizon - 60} T 860 ${horizon - 70} T 1280 ${horizon - 85} T 1600 ${horizon - 50} V ${horizon} H 0 Z" fill="${haze}" opacity="0.45"/>`;
  city += `<g fill="${haze}" opacity="0.8">
    <rect x="930" y="${horizon - 150}" width="250" height="150"/>
    <rect x="965" y="${horizon - 195}" width="180" height="50"/>
    <rect x="1018" y="${horizon - 300}" width="74" height="110"/>
    <rect x="1008" y="${horizon - 356}" width="94" height="60" rx="4"/>
    <path d="M 1016 ${horizon - 356} L 1055 ${horizon - 405} L 1094 ${horizon - 356} Z"/>
    <rect x="1053" y="${horizon - 425}" width="4" height="24"/>
  </g>`;
  city += `<circle cx="1055" cy="${horizon - 326}" r="21" fill="#fbe7bd" opacity="0.9"/>`;
  // The mosque: a long two-storey arcade and many minarets.
  city += `<rect x="120" y="${horizon - 110}" width="1360" height="115" fill="${near}"/>`;
  city += arches(130, 1470, horizon - 96, 40, 34, '#f3b76b').replaceAll('<path', '<path opacity="0.6"');
  city += arches(130, 1470, horizon - 46, 40, 34, '#f3b76b').replaceAll('<path', '<path opacity="0.45"');
  for (const [x, h] of [
    [180, 300],
    [420, 330],
    [640, 360],
    [860, 360],
    [1180, 330],
    [1420, 300],
  ])
    city += minaret(x, horizon, h, 20, near, '#f3b76b');
  for (const x of [300, 540, 760, 1300]) city += dome(x, horizon - 110, 30, { dome: near, drum: near, finial: near });

  let walkers = '';
  // Rows of pilgrims walking towards the mosque, the nearest largest; some in pairs, some veiled.
  const rows = [
    { y: 462, s: 30, n: 22, fill: '#4a3c55' },
    { y: 500, s: 46, n: 15, fill: '#2e2640' },
    { y: 560, s: 72, n: 10, fill: '#1d1830' },
  ];
  for (const row of rows) {
    for (let i = 0; i < row.n; i++) {
      const x = (W / row.n) * (i + 0.15 + rand() * 0.7);
      const s = row.s * (0.85 + rand() * 0.25);
      const y = row.y + rand() * 8;
      walkers += pilgrim(x, y, s, row.fill, (rand() - 0.5) * s * 0.06, rand() < 0.4);
      if (rand() < 0.3) walkers += pilgrim(x + s * 0.42, y + 2, s * (0.6 + rand() * 0.35), row.fill, (rand() - 0.5) * s * 0.05, rand() < 0.5);
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8fb3c9"/>
      <stop offset="0.35" stop-color="#e8c3a4"/>
      <stop offset="0.62" stop-color="#f6b877"/>
      <stop offset="0.72" stop-color="#f9d49a"/>
      <stop offset="1" stop-color="#e9a86a"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.69" cy="0.68" r="0.5">
      <stop offset="0" stop-color="#fff4d6" stop-opacity="0.95"/>
      <stop offset="0.18" stop-color="#ffe2a8" stop-opacity="0.6"/>
      <stop offset="1" stop-color="#ffe2a8" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="plaza" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d9b48c"/>
      <stop offset="1" stop-color="#a67c5b"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  <g>${city}</g>
  <rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#plaza)"/>
  <rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sun)" opacity="0.5"/>
  <g>${walkers}</g>
</svg>`;
}

async function render(name, svg, width, height) {
  mkdirSync(OUT, { recursive: true });
  const base = sharp(Buffer.from(svg), { density: 72 }).resize(width, height);
  const files = [];
  for (const w of [...WIDTHS, width]) {
    const file = path.join(OUT, w === width ? `${name}.webp` : `${name}-${w}.webp`);
    await base
      .clone()
      .resize(w, Math.round((height * w) / width))
      .webp({ quality: 78, effort: 6, smartSubsample: true })
      .toFile(file);
    files.push(`${path.basename(file)} ${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
  console.log(files.join(', '));
}

await render('hero', heroSvg(), 1600, 900);
await render('footer', footerSvg(), 1600, 600);
