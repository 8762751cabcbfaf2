// "Assign automatically" at scale (issue 36, ADR 0126): 500 travellers in 200 parties into one
// hotel stay's rooms, timed in Node (the api's side) and in Chromium (the board's live checks run
// the same built module), beside a naive first-fit on the same input: rooms used, travellers
// placed and sharing wishes kept. Prints figures, never asserts (docs/conventions.md).
// Usage: npm -w graphql run build && npm run bench:rooms   [BENCH_RUNS=30 CHROMIUM_PATH=/usr/bin/chromium]
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulePath = path.join(root, 'graphql', 'dist', 'rooming.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { assignRooms, firstFit, roomsUsed, wishesKept } = await import(modulePath);

// ---------- data: deterministic, the same on every run ----------
let seed = 36;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(rand() * list.length)];
const TYPES = ['quad', 'triple', 'double'];
const PARTIES = 200;
const TRAVELLERS = 500;
// Party sizes: every party at least one, the rest spread at random (a few families of 5-6).
const sizes = Array.from({ length: PARTIES }, () => 1);
for (let left = TRAVELLERS - PARTIES; left > 0; left--) {
  const i = Math.floor(rand() * PARTIES);
  if (sizes[i] < 6) sizes[i]++;
  else left++;
}
const travellers = [];
sizes.forEach((size, p) => {
  const pref = rand() < 0.7 ? pick(TYPES) : null;
  const friends = rand() < 0.25; // a party of friends: no relatives, one gender mostly
  const gender = pick(['male', 'female']);
  for (let k = 0; k < size; k++) {
    travellers.push({
      id: `t${travellers.length}`,
      gender: friends ? (rand() < 0.9 ? gender : pick(['male', 'female'])) : pick(['male', 'female']),
      minor: !friends && k > 1 && rand() < 0.5,
      partyId: size > 1 ? `p${p}` : null,
      relationship: size === 1 || k === 0 ? null : friends ? 'friend' : pick(['spouse', 'child', 'child', 'parent', 'sibling', 'relative']),
      preferredRoomType: pref,
      wishes: [],
    });
  }
});
// Sharing wishes between travellers alone or friends: one in three wishes for someone of their gender.
const loose = travellers.filter((t) => t.partyId === null || t.relationship === 'friend');
for (const t of loose) {
  if (rand() < 0.33) {
    const other = pick(loose.filter((o) => o.gender === t.gender && o.id !== t.id));
    if (other) t.wishes = [other.id];
  }
}
// Shuffle, so first-fit's input order is not the parties' order.
for (let i = travellers.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [travellers[i], travellers[j]] = [travellers[j], travellers[i]];
}
const CAP = { quad: 4, triple: 3, double: 2 };
const rooms = [];
const addRooms = (n, gender, type) => {
  for (let i = 0; i < n; i++) rooms.push({ id: `r${rooms.length}`, gender, type, capacity: CAP[type] });
};
addRooms(45, 'family', 'quad');
addRooms(25, 'family', 'triple');
addRooms(15, 'family', 'double');
for (const g of ['men', 'women']) {
  addRooms(25, g, 'quad');
  addRooms(8, g, 'triple');
  addRooms(6, g, 'double');
}
const beds = rooms.reduce((n, r) => n + r.capacity, 0);

// ---------- Node ----------
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn) {
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn(travellers, rooms);
    ms.push(performance.now() - t0);
  }
  return { first: ms[0], median: median(ms), max: Math.max(...ms) };
}
const nodeAssign = time(assignRooms);
const nodeFirst = time(firstFit);

// ---------- Chromium: the same built module, imported from a blob ----------
const browser = await chromium.launch({ executablePath: CHROMIUM });
let browserAssign;
let browserFirst;
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  [browserAssign, browserFirst] = await page.evaluate(
    async ({ source, travellers, rooms, runs }) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const mod = await import(url);
      const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const timeIt = (fn) => {
        const ms = [];
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          fn(travellers, rooms);
          ms.push(performance.now() - t0);
        }
        return { first: ms[0], median: med(ms), max: Math.max(...ms) };
      };
      return [timeIt(mod.assignRooms), timeIt(mod.firstFit)];
    },
    { source: readFileSync(modulePath, 'utf8'), travellers, rooms, runs: RUNS },
  );
} finally {
  await browser.close();
}

// ---------- quality ----------
function quality(result) {
  const kinds = (k) => result.warnings.filter((w) => w.kind === k).length;
  const roomOf = new Map(result.assignments.map((a) => [a.travellerId, a.roomId]));
  const parties = new Map();
  for (const t of travellers) if (t.partyId) parties.set(t.partyId, [...(parties.get(t.partyId) ?? []), t]);
  let together = 0;
  for (const members of parties.values()) if (new Set(members.map((t) => roomOf.get(t.id) ?? `none-${t.id}`)).size === 1) together++;
  const w = wishesKept(travellers, result.assignments);
  return {
    placed: result.assignments.length,
    roomsUsed: roomsUsed(result.assignments),
    wishes: `${w.kept}/${w.total}`,
    partiesInOneRoom: `${together}/${parties.size}`,
    unplaced: kinds('unplaced'),
    roomWarnings: kinds('overFull') + kinds('mixedGenders') + kinds('wrongGender'),
  };
}
const fmt = (t) => `${t.median.toFixed(1)} ms (first ${t.first.toFixed(1)}, max ${t.max.toFixed(1)})`;
console.log(
  `rooms bench: ${travellers.length} travellers in ${PARTIES} parties (${sizes.filter((s) => s > 1).length} of 2 or more), ${rooms.length} rooms, ${beds} beds, ${RUNS} runs each`,
);
console.table({
  'assignRooms (ours)': { node: fmt(nodeAssign), chromium: fmt(browserAssign), ...quality(assignRooms(travellers, rooms)) },
  'naive first-fit': { node: fmt(nodeFirst), chromium: fmt(browserFirst), ...quality(firstFit(travellers, rooms)) },
});
console.log('target: under 200 ms in Node and in the browser (median shown; the first run includes compiling)');
