// Shared drawing parts for the Bus4U illustration set. Everything is plain SVG strings; scenes in
// generate.mjs compose these. Coordinates of vehicles/landmarks are local with the ground at y=0,
// placed with translate/scale so every part can be reused at any size.

export const C = {
  navy: '#0b2545',
  navy700: '#13315c',
  sky: '#8da9c4',
  skyLight: '#dbe7f3',
  red: '#c8102e',
  amber: '#f2a541',
  green: '#00843d',
  off: '#f7f4ee',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate700: '#334155',
  ink: '#161d2b',
};

/** Round to one decimal to keep files small. */
export const n = (v) => Math.round(v * 10) / 10;
export const pts = (arr) => arr.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** Deterministic PRNG so reruns produce identical files. */
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 1000003) / 1000003;
  };
}

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
export function mix(a, b, t) {
  const A = hex(a);
  const B = hex(b);
  return (
    '#' +
    A.map((v, i) =>
      Math.round(v + (B[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    ).join('')
  );
}

// ---------------------------------------------------------------------------------------------
// Definitions registry (gradients), reset per file.
let defs = new Map();
export function resetDefs() {
  defs = new Map();
}
const stopsStr = (stops) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== undefined && a !== 1 ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');
export function lin(id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
  if (!defs.has(id))
    defs.set(
      id,
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsStr(stops)}</linearGradient>`,
    );
  return `url(#${id})`;
}
export function rad(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  if (!defs.has(id))
    defs.set(
      id,
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsStr(stops)}</radialGradient>`,
    );
  return `url(#${id})`;
}
export function addDef(id, str) {
  if (!defs.has(id)) defs.set(id, str);
  return `url(#${id})`;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export function svgDoc({ w, h, title, body }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="title">` +
    `<title id="title">${esc(title)}</title><defs>${[...defs.values()].join('')}</defs>${body}</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------
// Time-of-day modes: sky, haze and tints that every part reads through tc()/hz().
export const MODES = {
  day: {
    sky: [
      [0, '#5d8cbf'],
      [0.6, '#9fbcd8'],
      [1, '#e4edf5'],
    ],
    sun: ['#fffaf0', '#fff1cc', 0.55],
    tint: '#dbe7f3',
    tintA: 0.05,
    haze: '#dbe7f3',
    cloud: '#ffffff',
    cloudA: 0.9,
    water: ['#6f98c2', '#2f5d8c'],
    lit: false,
    body: ['#ffffff', '#eef2f6', '#d3dbe4'],
    glint: '#ffffff',
  },
  morning: {
    sky: [
      [0, '#7aa3cd'],
      [0.55, '#c4d7ea'],
      [1, '#f6e7cf'],
    ],
    sun: ['#fffbee', '#ffe7b3', 0.7],
    tint: '#f4e3c8',
    tintA: 0.08,
    haze: '#e9e4dc',
    cloud: '#ffffff',
    cloudA: 0.8,
    water: ['#8fb0cf', '#3b6894'],
    lit: false,
    body: ['#ffffff', '#f1f1ee', '#d6dbe0'],
    glint: '#fff4dc',
  },
  golden: {
    sky: [
      [0, '#1f3b66'],
      [0.4, '#6c6b8f'],
      [0.75, '#e0976a'],
      [1, '#f6cd8e'],
    ],
    sun: ['#fff4d6', '#f2a541', 0.9],
    tint: '#f2a541',
    tintA: 0.14,
    haze: '#e8b98f',
    cloud: '#f6c59b',
    cloudA: 0.75,
    water: ['#c8946f', '#2b3f63'],
    lit: true,
    body: ['#fffaf2', '#f4e6d6', '#d2c3b6'],
    glint: '#ffd79a',
  },
  sunset: {
    sky: [
      [0, '#13315c'],
      [0.45, '#5e4a72'],
      [0.78, '#d0714f'],
      [1, '#f2a541'],
    ],
    sun: ['#fff0cc', '#f2a541', 1],
    tint: '#d0714f',
    tintA: 0.16,
    haze: '#c9876e',
    cloud: '#e9967a',
    cloudA: 0.7,
    water: ['#b06a5a', '#1d2f52'],
    lit: true,
    body: ['#fbf1ea', '#e9d6cc', '#bfaaa5'],
    glint: '#ffc58a',
  },
  dusk: {
    sky: [
      [0, '#0b2545'],
      [0.5, '#23426f'],
      [0.85, '#6e87ab'],
      [1, '#c9a98f'],
    ],
    sun: null,
    tint: '#2a4675',
    tintA: 0.28,
    haze: '#4d6790',
    cloud: '#5b7298',
    cloudA: 0.5,
    water: ['#3f5d87', '#0f2747'],
    lit: true,
    body: ['#e8eef6', '#c6d1de', '#96a5b8'],
    glint: '#ffe3b0',
  },
  night: {
    sky: [
      [0, '#050f22'],
      [0.6, '#0b2545'],
      [1, '#1d3a66'],
    ],
    sun: null,
    moon: true,
    stars: true,
    tint: '#0b2545',
    tintA: 0.45,
    haze: '#1f3a63',
    cloud: '#2a4670',
    cloudA: 0.45,
    water: ['#1c3559', '#061326'],
    lit: true,
    body: ['#d5deea', '#a9b7c9', '#7b8ba1'],
    glint: '#ffd58a',
  },
  overcast: {
    sky: [
      [0, '#8593a6'],
      [0.6, '#b3bfcc'],
      [1, '#dde3ea'],
    ],
    sun: null,
    tint: '#9aa6b5',
    tintA: 0.12,
    haze: '#c8d0d9',
    cloud: '#eef1f5',
    cloudA: 0.85,
    water: ['#8da0b5', '#4b5f78'],
    lit: true,
    body: ['#fbfcfd', '#e8edf2', '#c8d1db'],
    glint: '#ffffff',
  },
};
let M = MODES.day;
let MODE = 'day';
export function setMode(mode) {
  MODE = mode;
  M = MODES[mode];
}
export const mode = () => MODE;
export const isLit = () => M.lit;
/** Tint a colour with the current mode's ambient light. */
export const tc = (c, k = 1) => mix(c, M.tint, Math.min(1, M.tintA * k));
/** Push a colour into the distance (atmospheric haze). */
export const hz = (c, d) => mix(tc(c), M.haze, d);

// ---------------------------------------------------------------------------------------------
// Stroke lettering (font independent). Cap height is 10 units; x-height 7.
const GLYPHS = {
  B: [5.4, 'M0 10V0H3A2.5 2.5 0 0 1 3 5H0M3 5H3.2A2.5 2.5 0 0 1 3.2 10H0'],
  U: [5.6, 'M0 0V7.2A2.8 2.8 0 0 0 5.6 7.2V0'],
  S: [
    5.4,
    'M5.1 1.6C4.6 0.6 3.7 0 2.6 0C1.2 0 0.2 0.9 0.2 2.4C0.2 5.6 5.4 4.2 5.4 7.4C5.4 9 4.2 10 2.7 10C1.4 10 0.4 9.3 0 8.2',
  ],
  4: [5.6, 'M4.2 10V0L0 6.8H5.6'],
  u: [5.2, 'M0 3V7.4A2.6 2.6 0 0 0 5.2 7.4M5.2 3V10'],
  s: [
    4.6,
    'M4.3 4.2C4 3.4 3.2 3 2.3 3C1.1 3 0.3 3.6 0.3 4.6C0.3 6.7 4.6 5.9 4.6 8.2C4.6 9.3 3.6 10 2.3 10C1.2 10 0.4 9.5 0 8.8',
  ],
  2: [5.6, 'M0.3 2.4C0.7 0.9 1.7 0 3 0C4.5 0 5.4 1 5.4 2.5C5.4 5 0 7 0 10H5.6'],
  7: [5.4, 'M0 0H5.4L1.8 10'],
  '/': [4, 'M4 0L0 10'],
  '?': [5.4, 'M0.2 2.6C0.5 1 1.6 0 3 0C4.5 0 5.4 1 5.4 2.5C5.4 4.6 2.9 4.6 2.9 7M2.9 9.9V10'],
  ' ': [3, ''],
  0: [5.6, 'M2.8 0C1.2 0 0 2 0 5C0 8 1.2 10 2.8 10C4.4 10 5.6 8 5.6 5C5.6 2 4.4 0 2.8 0Z'],
  1: [3.2, 'M0.4 2.2L3 0V10'],
  3: [
    5.6,
    'M0.4 1.6C0.9 0.6 1.8 0 3 0C4.4 0 5.3 0.9 5.3 2.4C5.3 3.9 4.2 4.8 2.6 4.8C4.4 4.8 5.6 5.8 5.6 7.4C5.6 9 4.4 10 2.9 10C1.6 10 0.6 9.4 0 8.2',
  ],
  5: [
    5.6,
    'M5 0H0.8L0.3 4.6C1 4.1 1.9 3.9 2.8 3.9C4.5 3.9 5.6 5.1 5.6 6.9C5.6 8.8 4.4 10 2.7 10C1.5 10 0.6 9.4 0 8.4',
  ],
  6: [
    5.6,
    'M4.8 0.8C4.2 0.3 3.6 0 2.9 0C1.1 0 0 2.2 0 5.6C0 8.5 1.1 10 2.8 10C4.5 10 5.6 8.7 5.6 6.9C5.6 5.1 4.5 3.9 2.9 3.9C1.6 3.9 0.5 4.7 0.1 5.8',
  ],
  8: [
    5.6,
    'M2.8 4.6C1.3 4.6 0.4 3.7 0.4 2.3C0.4 0.9 1.4 0 2.8 0C4.2 0 5.2 0.9 5.2 2.3C5.2 3.7 4.3 4.6 2.8 4.6C1.1 4.6 0 5.6 0 7.3C0 8.9 1.2 10 2.8 10C4.4 10 5.6 8.9 5.6 7.3C5.6 5.6 4.5 4.6 2.8 4.6Z',
  ],
  9: [
    5.6,
    'M0.8 9.2C1.4 9.7 2 10 2.7 10C4.5 10 5.6 7.8 5.6 4.4C5.6 1.5 4.5 0 2.8 0C1.1 0 0 1.3 0 3.1C0 4.9 1.1 6.1 2.7 6.1C4 6.1 5.1 5.3 5.5 4.2',
  ],
};
export function wordWidth(str, size, track = 1.8) {
  const u = [...str].reduce((a, ch) => a + GLYPHS[ch][0], 0) + track * (str.length - 1);
  return (u * size) / 10;
}
/** Draw `str` with its top-left at (x,y), cap height `size`. colors maps char index -> colour. */
export function word(
  str,
  { x, y, size, color, colors = {}, weight = 2, track = 1.8, anchor = 'start' },
) {
  const k = size / 10;
  let x0 = x;
  if (anchor === 'middle') x0 -= wordWidth(str, size, track) / 2;
  let cx = 0;
  let o = `<g transform="translate(${n(x0)} ${n(y)}) scale(${n(k * 100) / 100})" fill="none" stroke="${color}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">`;
  [...str].forEach((ch, i) => {
    const [w, d] = GLYPHS[ch];
    if (d)
      o += `<path${colors[i] ? ` stroke="${colors[i]}"` : ''} transform="translate(${n(cx)} 0)" d="${d}"/>`;
    cx += w + track;
  });
  return o + '</g>';
}
/** The BUS4U wordmark with the red 4. */
export const logo = (x, y, size, color = C.navy, opts = {}) =>
  word('BUS4U', { x, y, size, color, colors: { 3: opts.four ?? C.red }, ...opts });

// ---------------------------------------------------------------------------------------------
// Sky, sun, clouds, stars, landforms, water, road.
export function sky(w, h, { sun = null, clouds = [], stars = 0, seed = 1, moon = null } = {}) {
  const id = `sky-${MODE}`;
  let o = `<rect width="${w}" height="${h}" fill="${lin(id, M.sky)}"/>`;
  if (M.stars || stars) {
    const r = rng(seed);
    let d = '';
    for (let i = 0; i < (stars || 70); i++) {
      const x = r() * w;
      const y = r() * h * 0.55;
      d += `M${n(x)} ${n(y)}h0`;
    }
    o += `<path d="${d}" stroke="#f7f4ee" stroke-width="2.2" stroke-linecap="round" opacity="0.7"/>`;
  }
  if (moon) {
    const [mx, my] = moon;
    o += `<circle cx="${mx}" cy="${my}" r="90" fill="${rad('moonglow', [
      [0, '#dbe7f3', 0.35],
      [1, '#dbe7f3', 0],
    ])}"/>`;
    o += `<circle cx="${mx}" cy="${my}" r="26" fill="#f4efe2"/><circle cx="${mx + 11}" cy="${my - 6}" r="22" fill="${M.sky[1][1]}" opacity="0.55"/>`;
  }
  if (sun && M.sun) {
    const [sx, sy, sr = 46] = sun;
    const [core, glow, a] = M.sun;
    o += `<circle cx="${sx}" cy="${sy}" r="${sr * 7}" fill="${rad(`sunglow-${MODE}`, [
      [0, glow, a],
      [0.35, glow, a * 0.35],
      [1, glow, 0],
    ])}"/>`;
    o += `<circle cx="${sx}" cy="${sy}" r="${sr}" fill="${core}"/>`;
  }
  for (const c of clouds) o += cloud(...c);
  return o;
}
export function cloud(x, y, s = 1, a = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${M.cloud}" opacity="${n(M.cloudA * a * 100) / 100}"><path d="M-120 0C-120-18-100-26-84-20C-78-44-50-52-32-40C-20-66 22-66 34-40C54-50 80-40 80-18C98-20 112-10 112 0Z"/></g>`;
}

/** Smooth closed silhouette through the given points down to `bottom`. */
export function ridge(points, bottom, fill, extra = '') {
  let d = `M${n(points[0][0])} ${bottom}L${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[i + 1];
    const mx = (x1 + x2) / 2;
    d += `C${n(mx)} ${n(y1)} ${n(mx)} ${n(y2)} ${n(x2)} ${n(y2)}`;
  }
  d += `L${n(points.at(-1)[0])} ${bottom}Z`;
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
export function hills(w, baseY, seed, amp, fill, count = 6) {
  const r = rng(seed);
  const p = [];
  for (let i = 0; i <= count; i++)
    p.push([(-0.1 + (i / count) * 1.2) * w, baseY - amp * (0.35 + 0.65 * r())]);
  return ridge(p, baseY + 400, fill);
}

export function water(x, y, w, h, { seed = 3, sunX = null } = {}) {
  let o = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(`water-${MODE}`, [
    [0, M.water[0]],
    [1, M.water[1]],
  ])}"/>`;
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < 38; i++) {
    const yy = y + 6 + r() * (h - 10);
    const xx = x + r() * w;
    const len = 20 + r() * 70 * (1 + (yy - y) / h);
    d += `M${n(xx)} ${n(yy)}h${n(len)}`;
  }
  o += `<path d="${d}" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.16"/>`;
  if (sunX !== null && M.sun) {
    let g = '';
    for (let i = 0; i < 9; i++) {
      const yy = y + 8 + i * (h / 10);
      const len = 30 + i * 18;
      g += `M${n(sunX - len / 2 + (i % 2) * 12)} ${n(yy)}h${n(len)}`;
    }
    o += `<path d="${g}" stroke="${M.sun[1]}" stroke-width="4" stroke-linecap="round" opacity="0.55"/>`;
  }
  return o;
}

/** Pavement + kerb + road from y to h. */
export function road(w, y, h, { pave = 46, dashes = true, dashY = null } = {}) {
  let o = `<rect x="0" y="${y - pave}" width="${w}" height="${pave}" fill="${tc('#d9d3c7', 1.4)}"/>`;
  o += `<rect x="0" y="${y - pave}" width="${w}" height="4" fill="${tc('#c4bdb0', 1.4)}"/>`;
  o += `<rect x="0" y="${y - 6}" width="${w}" height="8" fill="${tc('#eeeae2', 1.4)}"/>`;
  o += `<rect x="0" y="${y + 2}" width="${w}" height="${h - y}" fill="${lin(`road-${MODE}`, [
    [0, tc('#4a5465', 1.6)],
    [1, tc('#2c3442', 1.6)],
  ])}"/>`;
  if (dashes) {
    const dy = dashY ?? y + (h - y) * 0.72;
    o += `<path d="M-20 ${n(dy)}H${w + 20}" stroke="${tc('#e9e4d8', 1.2)}" stroke-width="6" stroke-dasharray="70 60" opacity="0.8"/>`;
  }
  return o;
}

export function tree(x, y, s = 1, kind = 'round', shade = 0) {
  const g1 = tc(mix('#2f8a54', '#1e5a3a', shade));
  const g2 = tc(mix('#4aa56a', '#2f7a4c', shade));
  const trunk = tc('#5b4636');
  if (kind === 'pine')
    return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><rect x="-4" y="-20" width="8" height="20" fill="${trunk}"/><path d="M0-130L34-20H-34Z" fill="${g1}"/><path d="M0-130L0-20H-34Z" fill="${g2}"/></g>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><rect x="-5" y="-40" width="10" height="40" rx="3" fill="${trunk}"/><circle cx="0" cy="-78" r="44" fill="${g1}"/><circle cx="-14" cy="-88" r="30" fill="${g2}"/></g>`;
}

export function lamp(x, y, s = 1, lit = isLit()) {
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  if (lit)
    o += `<circle cx="30" cy="-196" r="70" fill="${rad('lampglow', [
      [0, C.amber, 0.55],
      [1, C.amber, 0],
    ])}"/>`;
  o += `<rect x="-4" y="-200" width="8" height="200" fill="${tc(C.slate700, 1.5)}"/><path d="M0-196Q4-206 30-204" stroke="${tc(C.slate700, 1.5)}" stroke-width="6" fill="none"/><rect x="16" y="-204" width="30" height="9" rx="4" fill="${tc(C.slate700, 1.5)}"/><rect x="20" y="-196" width="22" height="4" rx="2" fill="${lit ? '#ffe2a8' : '#dfe5ec'}"/>`;
  return o + '</g>';
}

/** Simple stylised figure (no face), standing at (x,y). */
export function person(
  x,
  y,
  s = 1,
  {
    top = C.navy700,
    legs = C.slate700,
    skin = '#c99a78',
    hair = '#3a2a20',
    bag = null,
    dress = false,
  } = {},
) {
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  if (dress)
    o += `<path d="M-16-70L-22-20H22L16-70Z" fill="${top}"/><rect x="-9" y="-22" width="6" height="22" fill="${skin}"/><rect x="3" y="-22" width="6" height="22" fill="${skin}"/>`;
  else
    o += `<rect x="-11" y="-44" width="9" height="44" rx="4" fill="${legs}"/><rect x="2" y="-44" width="9" height="44" rx="4" fill="${legs}"/>`;
  o += `<rect x="-15" y="-92" width="30" height="${dress ? 30 : 52}" rx="12" fill="${top}"/>`;
  if (bag) o += `<rect x="-24" y="-88" width="14" height="34" rx="6" fill="${bag}"/>`;
  o += `<circle cx="0" cy="-106" r="12" fill="${skin}"/><path d="M-12-106A12 12 0 0 1 12-106Q6-114 0-113Q-8-113-12-106Z" fill="${hair}"/>`;
  return o + '</g>';
}

// ---------------------------------------------------------------------------------------------
// Vehicles. Side views facing right, local origin = rear wheel-line at ground, x grows to the front.
export const BUS = {
  8: { L: 452, H: 178, wb: 292, fo: 80, r: 31, high: false, win: 3 },
  12: { L: 522, H: 228, wb: 332, fo: 90, r: 33, high: true, win: 3 },
  15: { L: 612, H: 244, wb: 392, fo: 92, r: 33, high: true, win: 4 },
  16: { L: 664, H: 252, wb: 392, fo: 92, r: 33, high: true, win: 5 },
};
export const MPV = { L: 456, H: 172, r: 34 };

function wheel(cx, r, { alloy = false } = {}) {
  const cy = -r;
  let o = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#151b26"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.86)}" fill="none" stroke="#262e3b" stroke-width="2"/>`;
  o += `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.62)}" fill="${lin(
    alloy ? 'rimA' : 'rim',
    alloy
      ? [
          [0, '#e9edf2'],
          [0.5, '#9aa5b3'],
          [1, '#5d6877'],
        ]
      : [
          [0, '#f1f4f7'],
          [1, '#9ea9b6'],
        ],
    [0, 0, 1, 1],
  )}"/>`;
  const sp = alloy ? 10 : 5;
  let d = '';
  for (let i = 0; i < sp; i++) {
    const a = (i / sp) * Math.PI * 2 + (alloy && i % 2 ? 0.18 : 0);
    const rr = r * (alloy ? 0.56 : 0.4);
    if (alloy)
      d += `M${n(cx + Math.cos(a) * r * 0.2)} ${n(cy + Math.sin(a) * r * 0.2)}L${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
    else d += `M${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}h0`;
  }
  o += `<path d="${d}" stroke="${alloy ? '#3a4452' : '#6b7684'}" stroke-width="${alloy ? 3.4 : 5}" stroke-linecap="round"/>`;
  o += `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.2)}" fill="#4a5462"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.08)}" fill="#c9d0d8"/>`;
  return o;
}
function arch(cx, r, fill = '#1a212d') {
  const R = r + 7;
  const dy = r - 20;
  const dx = Math.sqrt(R * R - dy * dy);
  return `<path d="M${n(cx - dx)} -20A${R} ${R} 0 1 1 ${n(cx + dx)} -20Z" fill="${fill}"/>`;
}
function flare(cx, r) {
  const R = r + 13;
  const dy = r - 20;
  const dx = Math.sqrt(R * R - dy * dy);
  return `<path d="M${n(cx - dx)} -20A${R} ${R} 0 1 1 ${n(cx + dx)} -20" fill="none" stroke="#000" stroke-opacity="0.07" stroke-width="8"/>`;
}
const shadow = (L) =>
  `<ellipse cx="${L / 2}" cy="2" rx="${n(L * 0.56)}" ry="13" fill="${rad('vshadow', [
    [0, '#05101f', 0.42],
    [0.7, '#05101f', 0.12],
    [1, '#05101f', 0],
  ])}"/>`;

function place(x, y, s, dir, L, inner) {
  const t =
    dir === 1
      ? `translate(${n(x)} ${n(y)}) scale(${s})`
      : `translate(${n(x + L * s)} ${n(y)}) scale(${-s} ${s})`;
  return `<g transform="${t}">${inner}</g>`;
}
/** Un-mirror a group (lettering) when the vehicle faces left. */
const unmirror = (dir, x, w, inner) =>
  dir === 1 ? inner : `<g transform="translate(${n(2 * x + w)} 0) scale(-1 1)">${inner}</g>`;

function beam(x, y, len = 360) {
  return `<path d="M${x} ${y - 6}L${x + len} ${y - 60}L${x + len} ${y + 56}Z" fill="${lin(
    'beam',
    [
      [0, '#ffe7b5', 0.55],
      [1, '#ffe7b5', 0],
    ],
    [0, 0, 1, 0],
  )}"/>`;
}

/** White Bus4U minibus. seats: 8 | 12 | 15 | 16. (x,y) = rear end at ground. */
export function minibus({ x, y, s = 1, seats = 16, dir = 1, lights = isLit(), extra = '' }) {
  const { L, H, wb, fo, r, high, win } = BUS[seats];
  const WT = high ? [L - 132, -(H - 40)] : [L - 154, -(H - 6)];
  const WB = high ? [L - 58, -128] : [L - 64, -122];
  const lx = (yy) => WT[0] + ((yy - WT[1]) * (WB[0] - WT[0])) / (WB[1] - WT[1]);
  const wy1 = high ? -(H - 52) : -(H - 26);
  const wy2 = high ? -132 : -122;
  const bodyG = lin(`bus-${MODE}`, [
    [0, M.body[0]],
    [0.55, M.body[1]],
    [1, M.body[2]],
  ]);
  let o = shadow(L);
  if (lights && (MODE === 'night' || MODE === 'dusk')) o += beam(L - 4, -92);
  const body = `M14 -20Q0 -20 0 -34L0 ${-(H - 16)}Q0 ${-H} 16 ${-H}L${WT[0] - 44} ${-H}Q${WT[0] - 4} ${-H} ${WT[0]} ${WT[1]}L${WB[0]} ${WB[1]}Q${L - 38} ${WB[1] + 6} ${L - 14} -104Q${L} -98 ${L} -82L${L} -34Q${L} -20 ${L - 14} -20Z`;
  o += `<path d="${body}" fill="${bodyG}" stroke="${tc('#aab5c2')}" stroke-width="1.5"/>`;
  // roof highlight + sill shading
  o += `<path d="M18 ${-H + 6}H${WT[0] - 46}" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
  o += `<path d="M2 -40H${L - 2}V-34Q${L} -20 ${L - 14} -20H14Q0 -20 0 -34Z" fill="${tc('#c2ccd7')}"/>`;
  // windscreen edge
  o += `<path d="M${WT[0] + 2} ${WT[1] + 4}L${WB[0] + 3} ${WB[1]}L${WB[0] - 10} ${WB[1]}L${WT[0] - 8} ${WT[1] + 8}Z" fill="#1e2f4a"/>`;
  // windows
  const glass = lights
    ? lin(
        `glassL-${MODE}`,
        [
          [0, '#3a4a66'],
          [0.5, '#7b6f68'],
          [1, '#2a3a56'],
        ],
        [0, 0, 1, 1],
      )
    : lin(
        'glass',
        [
          [0, '#1b2d4b'],
          [0.42, '#2d4a72'],
          [0.5, '#6f8fb4'],
          [0.58, '#2d4a72'],
          [1, '#1a2a45'],
        ],
        [0, 0, 1, 1],
      );
  const cabTop = wy1 + 4;
  const xB = lx(wy2) - 16 - (high ? 100 : 92);
  o += `<path d="M${n(xB)} ${cabTop + 8}Q${n(xB)} ${cabTop} ${n(xB + 8)} ${cabTop}L${n(lx(cabTop) - 16)} ${cabTop}L${n(lx(wy2) - 16)} ${wy2}L${n(xB)} ${wy2}Z" fill="${glass}"/>`;
  const x0 = 22;
  const x1 = xB - 22;
  const ww = (x1 - x0 - (win - 1) * 10) / win;
  for (let i = 0; i < win; i++)
    o += `<rect x="${n(x0 + i * (ww + 10))}" y="${wy1}" width="${n(ww)}" height="${wy2 - wy1}" rx="7" fill="${glass}"/>`;
  // door seams, handle, mirror
  const seam = tc('#b4bfcb');
  o += `<path d="M${n(xB - 6)} ${wy1 - 8}V-42M${n(x1 - ww - 4)} ${wy1 - 8}V-42M${n(xB + (lx(wy2) - xB) * 0.9)} ${wy2}V-42" stroke="${seam}" stroke-width="2" fill="none"/>`;
  o += `<rect x="${n(xB + 12)}" y="-118" width="20" height="5" rx="2.5" fill="#7d8896"/><rect x="${n(x1 - ww + 6)}" y="-118" width="20" height="5" rx="2.5" fill="#7d8896"/>`;
  o += `<path d="M${WB[0] - 8} ${WB[1] + 4}q-10 0-10 10v18q0 8 8 8h6Z" fill="#1f2735"/>`;
  // livery: navy stripe, red taper, lettering
  o += `<path d="M0 -80H${L}V-64H0Z" fill="${C.navy}"/><path d="M0 -90L${n(L * 0.5)} -84H0Z" fill="${C.red}"/>`;
  const lsize = high ? 24 : 20;
  const lw = wordWidth('BUS4U', lsize);
  const lxp = (x0 + x1) / 2 - lw / 2;
  o += unmirror(dir, lxp, lw, logo(lxp, wy2 + 12, lsize, C.navy, { weight: 2.4 }));
  // lights & bumpers
  o += `<rect x="-2" y="-44" width="46" height="20" rx="8" fill="#2a3240"/><rect x="${L - 44}" y="-46" width="46" height="22" rx="8" fill="#2a3240"/>`;
  o += `<rect x="0" y="${-(H - 40)}" width="6" height="${high ? 70 : 50}" rx="2" fill="${C.red}"/>`;
  o += `<path d="M${L - 26} -100Q${L - 8} -98 ${L - 1} -90V-86H${L - 24}Z" fill="${lights ? '#fff3d1' : '#e8edf2'}" stroke="#9aa5b3" stroke-width="1"/><rect x="${L - 20}" y="-84" width="14" height="5" rx="2" fill="${C.amber}"/>`;
  if (lights)
    o += `<circle cx="${L - 6}" cy="-92" r="26" fill="${rad('hl', [
      [0, '#fff6dc', 0.8],
      [1, '#fff6dc', 0],
    ])}"/><circle cx="2" cy="${-(H - 40) + 30}" r="24" fill="${rad('tl', [
      [0, C.red, 0.6],
      [1, C.red, 0],
    ])}"/>`;
  o += `<path d="M${WB[0] + 6} ${WB[1] + 3}Q${L - 40} ${WB[1] + 12} ${L - 16} -101" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="0.8"/>`;
  // wheels
  const fw = L - fo;
  const rw = fw - wb;
  o += flare(rw, r) + flare(fw, r) + arch(rw, r) + arch(fw, r) + wheel(rw, r) + wheel(fw, r);
  o += extra;
  return place(x, y, s, dir, L, o);
}

/** Sleek dark luxury MPV. */
export function mpv({ x, y, s = 1, dir = 1, lights = isLit(), extra = '' }) {
  const { L, H, r } = MPV;
  const WT = [L - 156, -(H - 8)];
  const WB = [L - 66, -116];
  const lx = (yy) => WT[0] + ((yy - WT[1]) * (WB[0] - WT[0])) / (WB[1] - WT[1]);
  let o = shadow(L);
  if (lights && (MODE === 'night' || MODE === 'dusk')) o += beam(L - 4, -88);
  const body = `M16 -22Q2 -22 2 -38L6 ${-(H - 28)}Q10 ${-H} 38 ${-H}L${WT[0] - 40} ${-H}Q${WT[0] - 6} ${-H} ${WT[0]} ${WT[1]}L${WB[0]} ${WB[1]}Q${L - 36} -111 ${L - 14} -100Q${L} -92 ${L} -74L${L} -40Q${L} -22 ${L - 14} -22Z`;
  o += `<path d="${body}" fill="${lin(`mpv-${MODE}`, [
    [0, tc('#3a4558', 0.6)],
    [0.35, tc('#1a2233', 0.6)],
    [0.7, '#0e1522'],
    [1, '#070b13'],
  ])}"/>`;
  o += `<path d="M12 ${-H + 8}Q18 ${-H + 4} 40 ${-H + 4}H${WT[0] - 40}" stroke="#8d9bb0" stroke-width="2.5" fill="none" opacity="0.6"/>`;
  // reflection band on the flank
  o += `<path d="M8 -100H${L - 20}V-92H8Z" fill="${M.glint}" opacity="0.14"/>`;
  const wy1 = -(H - 26);
  const wy2 = -112;
  const g = `M16 ${wy1 + 10}Q18 ${wy1} 32 ${wy1}L${n(lx(wy1) - 12)} ${wy1}L${n(lx(wy2) - 12)} ${wy2}L20 ${wy2}Q14 ${wy2} 14 ${wy2 - 8}Z`;
  o += `<path d="${g}" fill="${lin(
    'mpvglass',
    [
      [0, '#0a0f18'],
      [0.45, '#1c2a40'],
      [0.52, '#4c6284'],
      [0.6, '#16223a'],
      [1, '#05080f'],
    ],
    [0, 0, 1, 1],
  )}" stroke="#cfd6de" stroke-width="2.5"/>`;
  o += `<path d="M${n(lx(wy2) - 112)} ${wy1}V${wy2}M${n(lx(wy2) - 250)} ${wy1}V${wy2}" stroke="#05080f" stroke-width="7"/>`;
  o += `<path d="M${n(lx(wy2) - 114)} ${wy2}V-34M${n(lx(wy2) - 252)} ${wy2 + 2}V-34" stroke="#2b3446" stroke-width="2"/>`;
  o += `<path d="M10 -58H${L - 6}" stroke="#c9d1da" stroke-width="3" opacity="0.85"/>`;
  o += `<path d="M${WB[0] - 10} ${WB[1] + 4}q-10 0-10 10v14q0 8 8 8h8Z" fill="#05080f"/>`;
  const lw = wordWidth('BUS4U', 12);
  o += unmirror(dir, 40, lw, logo(40, -92, 12, '#d6dde6', { weight: 2.2, four: '#e0445a' }));
  o += `<path d="M${L - 30} -98Q${L - 8} -96 ${L - 1} -84V-80H${L - 30}Z" fill="${lights ? '#fff3d1' : '#dfe6ee'}"/><rect x="${L - 40}" y="-48" width="42" height="20" rx="8" fill="#05080f"/>`;
  o += `<rect x="2" y="-124" width="8" height="34" rx="3" fill="${C.red}"/>`;
  if (lights)
    o += `<circle cx="${L - 6}" cy="-88" r="24" fill="${rad('hl', [
      [0, '#fff6dc', 0.8],
      [1, '#fff6dc', 0],
    ])}"/><circle cx="4" cy="-106" r="20" fill="${rad('tl', [
      [0, C.red, 0.6],
      [1, C.red, 0],
    ])}"/>`;
  const fw = L - 86;
  const rw = fw - 300;
  o +=
    arch(rw, r, '#04070d') +
    arch(fw, r, '#04070d') +
    wheel(rw, r, { alloy: true }) +
    wheel(fw, r, { alloy: true });
  o += extra;
  return place(x, y, s, dir, L, o);
}

/** Generic airliner (no livery), nose to the right, centre of fuselage at (x,y). */
export function plane(
  x,
  y,
  s = 1,
  {
    rot = 0,
    dir = 1,
    tail = C.navy700,
    belly = '#c4ccd6',
    body = '#f7f8fa',
    lights = false,
    flat = null,
  } = {},
) {
  const f = (c) => flat ?? c;
  let o = `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${dir * s} ${s}) translate(-150 0)">`;
  o += `<path d="M10 -2L-8 6H34Z" fill="${f(belly)}"/>`;
  o += `<path d="M150 2L96 34H118L196 6Z" fill="${f('#aeb8c5')}"/>`;
  o += `<path d="M28 -16L252 -16C284 -16 298 -8 303 0C298 8 286 12 256 12L72 12C46 12 22 4 4 -12L0 -16Z" fill="${f(body)}"/>`;
  if (!flat)
    o += `<path d="M72 12H256C280 12 294 8 300 3L290 4C270 7 255 6 72 6Z" fill="${belly}"/>`;
  o += `<path d="M6 -16L-6 -72H18L64 -16Z" fill="${f(tail)}"/>`;
  o += `<path d="M152 4L232 4L154 42H128Z" fill="${f('#d7dde5')}"/><rect x="146" y="12" width="46" height="16" rx="8" fill="${f('#b7c1cd')}"/>`;
  if (!flat) {
    let d = '';
    for (let i = 0; i < 22; i++) d += `M${70 + i * 8} -6h0`;
    o += `<path d="${d}" stroke="#27405f" stroke-width="3.5" stroke-linecap="round"/><path d="M276 -10L290 -10L296 -4H278Z" fill="#1e2f4a"/>`;
  }
  if (lights)
    o += `<circle cx="-2" cy="-70" r="5" fill="#ff5a5a"/><circle cx="200" cy="40" r="4" fill="#7cff9a"/><circle cx="150" cy="-18" r="6" fill="#ff6b6b" opacity="0.9"/>`;
  return o + '</g>';
}

export function controlTower(
  x,
  y,
  s = 1,
  { body = '#dfe5ec', glass = '#2d4a72', cab = 'flare', lit = isLit() } = {},
) {
  const b = tc(body);
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  o += `<path d="M-18 0L-12 -210H12L18 0Z" fill="${b}"/><path d="M4 0L6 -210H12L18 0Z" fill="${tc(mix(body, '#000000', 0.12))}"/>`;
  if (cab === 'flare')
    o += `<path d="M-30 -210H30L40 -250H-40Z" fill="${b}"/><path d="M-40 -252H40L32 -290H-32Z" fill="${lit ? '#f5c77e' : glass}"/><path d="M-36 -290H36L30 -300H-30Z" fill="${b}"/>`;
  else
    o += `<rect x="-30" y="-240" width="60" height="30" fill="${b}"/><path d="M-34 -240H34L44 -278H-44Z" fill="${lit ? '#f5c77e' : glass}"/><rect x="-40" y="-290" width="80" height="12" rx="3" fill="${b}"/>`;
  o += `<path d="M0 -300V-340" stroke="${tc(C.slate500)}" stroke-width="3"/><circle cx="0" cy="-342" r="4" fill="${C.red}"/>`;
  return o + '</g>';
}

/** Airport direction sign with a pictogram plane. */
export function airportSign(x, y, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><rect x="-3" y="-170" width="6" height="170" fill="${tc(C.slate500)}"/><rect x="-60" y="-230" width="120" height="64" rx="8" fill="${tc(C.navy700, 0.6)}"/><path d="M-40 -196l30-3 14-16h8l-6 16 22-1 6-7h5l-3 10 3 10h-5l-6-7-22-1 6 16h-8l-14-16-30-3Z" fill="#ffffff"/><path d="M22 -198h22l-8-8M44 -198l-8 8" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// Cardiff landmarks. `flat` draws a one-colour silhouette for distant layers.

export function millenniumCentre(x, y, s = 1, flat = null) {
  const f = (c) => flat ?? tc(c);
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  // slate strata base
  o += `<path d="M0 0V-64H540V0Z" fill="${f('#4b4f5e')}"/>`;
  if (!flat) {
    const bands = ['#5d5468', '#3f4652', '#6b6f63', '#2f3340', '#57505e', '#46505c'];
    bands.forEach(
      (c, i) =>
        (o += `<rect x="0" y="${-64 + i * 10}" width="540" height="${i === 5 ? 14 : 6}" fill="${tc(c)}"/>`),
    );
    o += `<path d="M380 0V-46H450V0Z" fill="${tc('#2b3b56')}"/><path d="M388 -40H442" stroke="${M.lit ? '#ffd58a' : '#8da9c4'}" stroke-width="3" opacity="0.8"/>`;
  }
  // bronze shell roof, high at the front (left) where it overhangs the entrance
  const roof = 'M-4 -60L-16 -150C-12 -206 70 -240 190 -240C330 -240 460 -178 540 -86V-60Z';
  o += `<path d="${roof}" fill="${
    flat ??
    lin(`bronze-${MODE}`, [
      [0, tc('#e3ad60')],
      [0.45, tc('#b47a3a')],
      [1, tc('#6e4723')],
    ])
  }"/>`;
  if (!flat) {
    let d = '';
    for (let i = 1; i < 9; i++) {
      const xx = i * 60;
      const top = -240 + Math.pow((xx - 190) / 60, 2) * (xx < 190 ? 9 : 5.2);
      d += `M${xx} -62Q${xx - 26} ${n((top - 62) / 2 - 20)} ${xx - 34} ${n(top + 4)}`;
    }
    o += `<path d="${d}" stroke="#5a3a1c" stroke-width="1.6" fill="none" opacity="0.3"/>`;
    // the great inscription window: two lines of letter-like slots following the dome's curve
    const bez = (t, a, b, c, d) =>
      (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * d;
    const roofY = (x) => {
      let t = 0;
      while (t < 1 && bez(t, -16, -12, 70, 190) < x) t += 0.01;
      return x > 190 ? -240 + ((x - 190) / 350) ** 2 * 150 : bez(t, -150, -206, -240, -240);
    };
    let w = '';
    const pattern = '11101110111101101110111';
    for (let row = 0; row < 2; row++)
      [...pattern].forEach((c, i) => {
        if (c === '0') return;
        const xx = 8 + row * 10 + i * 11;
        const yy = roofY(xx + 4) + 22 + row * 34;
        w += `M${xx} ${n(yy)}h8v24h-8Z`;
      });
    o += `<path d="${w}" fill="${M.lit ? '#ffd48a' : '#2b3b56'}" opacity="0.85"/>`;
    o += `<path d="M-16 -150C-12 -206 70 -240 190 -240C330 -240 460 -178 540 -86" stroke="#f6d59a" stroke-width="3" fill="none" opacity="0.5"/>`;
    o += `<path d="M-4 -60L-16 -150" stroke="#5a3a1c" stroke-width="3" opacity="0.5"/>`;
  }
  return o + '</g>';
}

export function pierhead(x, y, s = 1, flat = null) {
  const f = (c) => flat ?? tc(c);
  const brick = f('#a9442f');
  const dark = f('#7c2f22');
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  o += `<path d="M0 0V-120L14 -134L28 -120H150L164 -134L178 -120V0Z" fill="${brick}"/>`;
  o += `<path d="M60 0V-250H110V0Z" fill="${brick}"/><path d="M94 0V-250H110V0Z" fill="${dark}"/>`;
  o += `<path d="M54 -250H116L104 -300L85 -322L66 -300Z" fill="${dark}"/><path d="M85 -322V-345" stroke="${dark}" stroke-width="4"/>`;
  o += `<path d="M54 -250H116V-240H54Z" fill="${f('#c2583f')}"/>`;
  if (!flat) {
    o += `<circle cx="85" cy="-212" r="20" fill="${tc('#f7f4ee')}" stroke="${tc('#d6b468')}" stroke-width="3"/><path d="M85 -212V-226M85 -212L95 -206" stroke="${C.navy}" stroke-width="3" stroke-linecap="round"/>`;
    let w = '';
    for (const yy of [-100, -50])
      for (const xx of [12, 36, 124, 148])
        w += `M${xx} ${yy + 34}V${yy + 8}a8 8 0 0 1 16 0V${yy + 34}Z`;
    for (const yy of [-168, -120, -72]) w += `M77 ${yy + 30}V${yy + 8}a8 8 0 0 1 16 0V${yy + 30}Z`;
    o += `<path d="${w}" fill="${M.lit ? '#f6c77a' : '#33435c'}"/>`;
    o += `<path d="M0 -58H178M0 -112H178" stroke="${tc('#d89a7a')}" stroke-width="3" opacity="0.7"/>`;
  }
  return o + '</g>';
}

export function stadium(x, y, s = 1, flat = null) {
  const f = (c) => flat ?? tc(c);
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  const masts = [70, 230, 410, 570];
  let cables = '';
  for (const mx of masts) {
    const tx = mx + (mx < 320 ? -22 : 22);
    cables += `M${tx} -270L${mx - 70} -118M${tx} -270L${mx} -118M${tx} -270L${mx + 70} -118`;
  }
  o += `<path d="${cables}" stroke="${f('#e9eef4')}" stroke-width="${flat ? 2 : 1.5}" opacity="0.8"/>`;
  o += `<path d="M0 0L18 -110Q320 -140 622 -110L640 0Z" fill="${f('#c9d1db')}"/>`;
  o += `<path d="M14 -104Q320 -134 626 -104L628 -92Q320 -122 12 -92Z" fill="${f('#8c99a9')}"/>`;
  if (!flat) {
    let d = '';
    for (let i = 0; i < 27; i++) d += `M${30 + i * 22} -84V-8`;
    o += `<path d="${d}" stroke="${tc('#9aa7b6')}" stroke-width="3"/><path d="M6 -46H634" stroke="${tc('#7b8797')}" stroke-width="4"/>`;
  }
  let m = '';
  for (const mx of masts) {
    const tx = mx + (mx < 320 ? -22 : 22);
    m += `M${mx - 5} -112L${tx - 3} -272H${tx + 3}L${mx + 5} -112Z`;
  }
  o += `<path d="${m}" fill="${f('#f7f8fa')}"/>`;
  if (!flat && M.lit)
    for (const mx of masts)
      o += `<circle cx="${mx + (mx < 320 ? -22 : 22)}" cy="-272" r="5" fill="${C.red}"/>`;
  return o + '</g>';
}

export function castle(x, y, s = 1, flat = null) {
  const f = (c) => flat ?? tc(c);
  const stone = f('#b9ad97');
  const shade = f('#978a74');
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  // motte and shell keep
  o += `<path d="M300 0Q330 -80 380 -84Q430 -80 460 0Z" fill="${f('#3f8a55')}"/>`;
  o += `<path d="M340 -82V-140H420V-82Z" fill="${stone}"/>`;
  let cren = (x0, x1, yy) => {
    let d = '';
    for (let xx = x0; xx < x1; xx += 16) d += `M${xx} ${yy}h9v-9h-9Z`;
    return d;
  };
  o += `<path d="${cren(340, 420, -140)}" fill="${stone}"/>`;
  // curtain wall
  o += `<path d="M0 0V-70H520V0Z" fill="${stone}"/><path d="${cren(0, 520, -70)}" fill="${stone}"/>`;
  // gatehouse
  o += `<path d="M170 0V-112H250V0Z" fill="${shade}"/><path d="${cren(170, 250, -112)}" fill="${shade}"/>`;
  if (!flat) o += `<path d="M194 0V-40a16 16 0 0 1 32 0V0Z" fill="${tc('#3a3430')}"/>`;
  // clock tower
  o += `<path d="M36 0V-230H92V0Z" fill="${stone}"/><path d="M76 0V-230H92V0Z" fill="${shade}"/>`;
  o += `<path d="M30 -230H98L92 -262H36Z" fill="${f('#5d6f86')}"/><path d="M38 -262H90L64 -318Z" fill="${f('#4d5f78')}"/><path d="M64 -318V-334" stroke="${f('#c9a24e')}" stroke-width="3"/>`;
  if (!flat)
    o += `<circle cx="64" cy="-196" r="14" fill="${tc('#2f4a6e')}" stroke="${tc('#d6b468')}" stroke-width="3"/><path d="M64 -196V-205M64 -196l6 4" stroke="#f7f4ee" stroke-width="2"/>`;
  if (!flat) {
    let d = '';
    for (let yy = -56; yy < -4; yy += 14) d += `M0 ${yy}H170M250 ${yy}H520`;
    o += `<path d="${d}" stroke="${tc('#a39780')}" stroke-width="1.5" opacity="0.7"/>`;
  }
  return o + '</g>';
}

export function norwegianChurch(x, y, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M0 0V-60L50 -100L100 -60V0Z" fill="${tc('#f7f4ee')}"/><path d="M-6 -58L50 -104L106 -58" stroke="${tc('#1f2937')}" stroke-width="10" fill="none"/><path d="M60 -92V-140L72 -160L84 -140V-60Z" fill="${tc('#f7f4ee')}"/><path d="M56 -138L72 -168L88 -138Z" fill="${tc('#1f2937')}"/><path d="M20 0V-30h16V0M64 -24h16v14H64Z" fill="${tc('#3a4d6b')}"/></g>`;
}

/** Generic block buildings with window grids. */
export function blocks(list, { seed = 7, base = '#9fb3c8', flat = null, litP = 0.35 } = {}) {
  const r = rng(seed);
  let o = '';
  let wd = '';
  let wl = '';
  for (const [x, y, w, h, col] of list) {
    const c = flat ?? tc(col ?? base);
    o += `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${c}"/>`;
    if (flat) continue;
    o += `<rect x="${x + w - 10}" y="${y - h}" width="10" height="${h}" fill="#000" opacity="0.08"/>`;
    for (let yy = y - h + 14; yy < y - 16; yy += 22)
      for (let xx = x + 10; xx < x + w - 18; xx += 18) {
        if (M.lit && r() < litP) wl += `M${xx} ${yy}h8v10h-8Z`;
        else wd += `M${xx} ${yy}h8v10h-8Z`;
      }
  }
  if (wd) o += `<path d="${wd}" fill="${tc('#3d5677', 1.5)}" opacity="0.55"/>`;
  if (wl) o += `<path d="${wl}" fill="#ffd58a" opacity="0.85"/>`;
  return o;
}

/** Distant Cardiff skyline silhouette across width w with its ground at y. */
export function cardiffSkyline(
  y,
  { w = 1600, flat = '#8da9c4', s = 1, x = 0, stadiumAt = 0.62, seed = 11 } = {},
) {
  let o = `<g transform="translate(${x} 0)">`;
  o += blocks(
    [
      [20 * s, y, 70 * s, 120 * s],
      [100 * s, y, 50 * s, 170 * s],
      [w * 0.3, y, 60 * s, 210 * s],
      [w * 0.3 + 70 * s, y, 44 * s, 150 * s],
      [w * 0.85, y, 80 * s, 180 * s],
      [w * 0.92, y, 50 * s, 230 * s],
    ],
    { flat, seed },
  );
  o += castle(170 * s, y, 0.55 * s, flat);
  o += stadium(w * stadiumAt, y, 0.62 * s, flat);
  o += millenniumCentre(w * 0.4, y, 0.5 * s, flat);
  return o + '</g>';
}

export function bunting(
  x1,
  y1,
  x2,
  y2,
  sag = 40,
  colors = [C.red, '#ffffff', C.green, C.amber],
  count = 14,
) {
  let o = `<path d="M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.max(y1, y2) + sag * 2} ${x2} ${y2}" stroke="${tc(C.slate700)}" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (Math.max(y1, y2) + sag * 2) + t * t * y2;
    o += `<path d="M${n(px - 10)} ${n(py)}h20l-10 22Z" fill="${tc(colors[i % colors.length])}"/>`;
  }
  return o;
}

export function stringLights(x1, y1, x2, y2, sag = 50, count = 16, color = '#ffd58a') {
  let o = `<path d="M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.max(y1, y2) + sag * 2} ${x2} ${y2}" stroke="#1d2636" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (Math.max(y1, y2) + sag * 2) + t * t * y2;
    o += `<circle cx="${n(px)}" cy="${n(py + 8)}" r="18" fill="${rad('bulbglow', [
      [0, color, 0.5],
      [1, color, 0],
    ])}"/><circle cx="${n(px)}" cy="${n(py + 8)}" r="5" fill="${color}"/>`;
  }
  return o;
}
