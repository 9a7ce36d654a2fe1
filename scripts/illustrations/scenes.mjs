// Scene compositions. Each scene: { title, mode, w?, h?, draw(w, h) => svg body }.
import {
  C,
  n,
  mix,
  rng,
  lin,
  rad,
  tc,
  hz,
  isLit,
  word,
  wordWidth,
  logo,
  sky,
  cloud,
  ridge,
  hills,
  water,
  road,
  tree,
  lamp,
  person,
  minibus,
  mpv,
  plane,
  controlTower,
  airportSign,
  BUS,
  MPV,
  millenniumCentre,
  pierhead,
  stadium,
  castle,
  norwegianChurch,
  blocks,
  cardiffSkyline,
  bunting,
  stringLights,
} from './parts.mjs';

// ------------------------------------------------------------------------------------------------
// Reusable scene pieces

/** Railing along a promenade at y. */
function railing(w, y, color = C.slate700) {
  let d = `M0 ${y - 34}H${w}M0 ${y - 18}H${w}`;
  for (let x = 10; x < w; x += 46) d += `M${x} ${y - 36}V${y}`;
  return `<path d="${d}" stroke="${tc(color, 1.5)}" stroke-width="3" fill="none" opacity="0.85"/>`;
}

/** Soft vignette/sheen overlay for depth. */
function sheen(w, h, color = C.navy, a = 0.22) {
  return `<rect width="${w}" height="${h}" fill="${rad(
    'vignette',
    [
      [0.55, color, 0],
      [1, color, a],
    ],
    { r: 0.75 },
  )}"/>`;
}

/** Studio backdrop used by the fleet images. */
function studio(w, h, floorY) {
  let o = `<rect width="${w}" height="${h}" fill="${lin('wall', [
    [0, '#e7eef6'],
    [1, C.off],
  ])}"/>`;
  o += `<circle cx="${w * 0.7}" cy="${floorY - 260}" r="${w * 0.5}" fill="${rad('spot', [
    [0, '#ffffff', 0.9],
    [1, '#ffffff', 0],
  ])}"/>`;
  o += `<g opacity="0.55">${cardiffSkyline(floorY - 8, { w, flat: '#c9d7e6', s: w / 1600 })}</g>`;
  o += `<rect y="${floorY - 10}" width="${w}" height="${h - floorY + 10}" fill="${lin('floor', [
    [0, '#dfe6ee'],
    [1, '#b9c6d4'],
  ])}"/>`;
  o += `<rect y="${floorY - 10}" width="${w}" height="3" fill="#ffffff" opacity="0.8"/>`;
  o += `<ellipse cx="${w / 2}" cy="${floorY + 40}" rx="${w * 0.42}" ry="60" fill="${rad(
    'floorspot',
    [
      [0, '#ffffff', 0.7],
      [1, '#ffffff', 0],
    ],
  )}"/>`;
  return o;
}

/** Mirrored, faded copy of a vehicle drawn at ground y. */
function reflect(y, vehicle) {
  return `<g opacity="0.07" transform="translate(0 ${2 * y}) scale(1 -1)">${vehicle}</g>`;
}

/** Pill with a seat pictogram and the seat count. */
function seatBadge(x, y, count) {
  const tw = wordWidth(String(count), 34);
  let o = `<g transform="translate(${x} ${y})"><rect width="${tw + 110}" height="64" rx="32" fill="${C.navy}"/>`;
  o += `<g fill="${C.off}"><rect x="26" y="10" width="11" height="34" rx="5.5" transform="rotate(-12 31 44)"/><rect x="30" y="38" width="28" height="10" rx="5"/><rect x="42" y="46" width="4" height="9"/><rect x="34" y="53" width="20" height="3" rx="1.5"/></g>`;
  o += word(String(count), { x: 74, y: 15, size: 34, color: C.off, weight: 2.2 });
  return o + '</g>';
}

/** Terminal builders for the airport scenes. */
const glassLit = () =>
  isLit()
    ? lin('tglassL', [
        [0, '#3a5277'],
        [0.6, '#b78d62'],
        [1, '#f2c27e'],
      ])
    : lin('tglass', [
        [0, '#8fb0cf'],
        [0.5, '#4f7399'],
        [1, '#2c4a6d'],
      ]);
function mullions(x, y, w, h, step = 26, color = '#dbe7f3', a = 0.45) {
  let d = '';
  for (let xx = x + step; xx < x + w; xx += step) d += `M${xx} ${y}V${y + h}`;
  d += `M${x} ${y + h * 0.5}H${x + w}`;
  return `<path d="${d}" stroke="${tc(color)}" stroke-width="2" opacity="${a}"/>`;
}

/** Tarmac/apron strip with runway lights. */
function apron(w, y, h, lights = isLit()) {
  let o = `<rect y="${y}" width="${w}" height="${h}" fill="${tc('#8f9aa6', 1.5)}"/><rect y="${y}" width="${w}" height="6" fill="${tc('#b7c0ca', 1.5)}"/>`;
  if (lights) {
    let d = '';
    for (let x = 8; x < w; x += 40) d += `M${x} ${y + h * 0.5}h0`;
    o += `<path d="${d}" stroke="#ffd58a" stroke-width="5" stroke-linecap="round"/>`;
  }
  return o;
}

// ------------------------------------------------------------------------------------------------

const seatsFor = { 8: 8, 12: 12, 15: 15, 16: 16 };
function fleetImage(seatCount) {
  return {
    title: `Bus4U ${seatCount}-seat white minibus, side view, in a bright studio with a faint Cardiff skyline behind`,
    w: 1200,
    h: 800,
    mode: 'day',
    draw(w, h) {
      const floorY = 600;
      const s = 1.38;
      const L = BUS[seatCount].L * s;
      const x = (w - L) / 2;
      let o = studio(w, h, floorY);
      o += reflect(floorY + 70, minibus({ x, y: floorY + 70, s, seats: seatCount, lights: false }));
      o += minibus({ x, y: floorY + 70, s, seats: seatCount, lights: false });
      o += seatBadge(60, 60, seatCount);
      return o;
    },
  };
}

export const SCENES = {
  'hero-home': {
    title:
      'A white Bus4U minibus on the Cardiff Bay waterfront at golden hour, with the Wales Millennium Centre and the Pierhead clock tower across the water',
    mode: 'golden',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1250, 500, 48],
        clouds: [
          [300, 170, 1.3, 0.8],
          [980, 120, 0.9, 0.6],
          [1450, 230, 1.1, 0.7],
        ],
      });
      o += hills(w, 560, 4, 70, hz('#3d5a6e', 0.55));
      o += blocks(
        [
          [1020, 560, 60, 150],
          [1090, 560, 44, 110],
          [1480, 560, 80, 130],
        ],
        { flat: hz('#4a5570', 0.45) },
      );
      o += norwegianChurch(1360, 566, 0.9);
      o += millenniumCentre(90, 566, 1.1);
      o += pierhead(760, 566, 1.0);
      o += `<rect y="560" width="${w}" height="14" fill="${tc('#6d6a72', 1.5)}"/>`;
      o += water(0, 574, w, 130, { sunX: 1250 });
      o += `<g opacity="0.22" transform="translate(0 1148) scale(1 -1)">${pierhead(760, 574, 1.0, tc('#7c2f22'))}</g>`;
      o += railing(w, 722);
      o += road(w, 760, h, { pave: 40 });
      for (const x of [120, 560, 1500]) o += lamp(x, 724, 1.05);
      o += minibus({ x: 640, y: 842, s: 1.02, seats: 16 });
      o += sheen(w, h, C.navy, 0.25);
      return o;
    },
  },

  'fleet-8-seat': fleetImage(8),
  'fleet-12-seat': fleetImage(12),
  'fleet-15-seat': fleetImage(15),
  'fleet-16-seat': fleetImage(16),

  'fleet-luxury-mpv': {
    title:
      'The Bus4U black luxury MPV, side view, in a bright studio with a faint Cardiff skyline behind',
    w: 1200,
    h: 800,
    mode: 'day',
    draw(w, h) {
      const floorY = 600;
      const s = 1.38;
      const x = (w - MPV.L * s) / 2;
      let o = studio(w, h, floorY);
      o += reflect(floorY + 70, mpv({ x, y: floorY + 70, s, lights: false }));
      o += mpv({ x, y: floorY + 70, s, lights: false });
      return o;
    },
  },

  'fleet-lineup': {
    title:
      'The Bus4U fleet side by side: 12, 15 and 16 seat minibuses behind the black luxury MPV and the 8 seat minibus',
    w: 1200,
    h: 800,
    mode: 'day',
    draw(w, h) {
      let o = studio(w, h, 470);
      const sb = 0.6;
      const back = [12, 15, 16];
      const gap = 22;
      const tot = back.reduce((a, k) => a + BUS[k].L * sb, 0) + gap * 2;
      let x = (w - tot) / 2;
      for (const k of back) {
        o += minibus({ x, y: 510, s: sb, seats: k, lights: false });
        x += BUS[k].L * sb + gap;
      }
      const sf = 0.76;
      const front = [
        ['mpv', MPV.L],
        [8, BUS[8].L],
      ];
      const fgap = 60;
      const tf = front.reduce((a, [, L]) => a + L * sf, 0) + fgap;
      x = (w - tf) / 2;
      for (const [k, L] of front) {
        o +=
          k === 'mpv'
            ? mpv({ x, y: 730, s: sf, lights: false })
            : minibus({ x, y: 730, s: sf, seats: k, lights: false });
        x += L * sf + fgap;
      }
      return o;
    },
  },

  'og-default': {
    title:
      'Bus4U: minibus hire in Cardiff and South Wales. A white Bus4U minibus in front of the Cardiff skyline on a navy background',
    w: 1200,
    h: 630,
    mode: 'day',
    draw(w, h) {
      let o = `<rect width="${w}" height="${h}" fill="${lin('ogbg', [
        [0, C.navy],
        [1, C.navy700],
      ])}"/>`;
      o += `<circle cx="900" cy="260" r="420" fill="${rad('ogglow', [
        [0, '#3f5f8c', 0.6],
        [1, '#3f5f8c', 0],
      ])}"/>`;
      o += cardiffSkyline(520, { w, flat: '#1c3c68', s: 0.85, stadiumAt: 0.55 });
      o += pierhead(1040, 520, 0.7, '#1c3c68');
      o += `<rect y="520" width="${w}" height="${h - 520}" fill="#081c36"/><path d="M0 590H${w}" stroke="#2b4a75" stroke-width="5" stroke-dasharray="60 50"/>`;
      o += minibus({ x: 560, y: 578, s: 0.86, seats: 16, lights: false });
      o += word('Bus4U', {
        x: 80,
        y: 120,
        size: 96,
        color: C.off,
        colors: { 3: C.red },
        weight: 1.8,
        track: 1.6,
      });
      o += `<rect x="84" y="262" width="90" height="8" rx="4" fill="${C.red}"/>`;
      o += `<text x="80" y="330" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="${C.skyLight}">Minibus hire · Cardiff &amp; South Wales</text>`;
      o += `<text x="80" y="380" font-family="Arial, Helvetica, sans-serif" font-size="24" fill="${C.sky}">Open 24 hours a day, 7 days a week</text>`;
      return o;
    },
  },
};

// ================================================================================================
// Props

function suitcase(x, y, s = 1, color = C.navy700) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-10 -70v-14h20v14" stroke="${tc(C.slate700)}" stroke-width="4" fill="none"/><rect x="-22" y="-72" width="44" height="64" rx="8" fill="${tc(color)}"/><path d="M-10 -64V-16M10 -64V-16" stroke="#000" stroke-opacity="0.15" stroke-width="3"/><circle cx="-14" cy="-4" r="4" fill="${C.ink}"/><circle cx="14" cy="-4" r="4" fill="${C.ink}"/></g>`;
}
function backpack(x, y, s = 1, color = C.red) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-10 -50q0-12 10-12t10 12" stroke="${tc(mix(color, '#000000', 0.3))}" stroke-width="4" fill="none"/><rect x="-20" y="-52" width="40" height="52" rx="14" fill="${tc(color)}"/><rect x="-13" y="-24" width="26" height="18" rx="6" fill="${tc(mix(color, '#000000', 0.18))}"/><path d="M-20 -36h40" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/></g>`;
}
function flowers(x, y, s = 1, seed = 5, colors = ['#f4b6c2', '#ffffff', '#f7d8a8', '#e98aa0']) {
  const r = rng(seed);
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  for (let i = 0; i < 7; i++)
    o += `<circle cx="${n(-30 + r() * 60)}" cy="${n(-8 + r() * 16)}" r="${n(9 + r() * 4)}" fill="${tc('#5c9a6a')}"/>`;
  for (let i = 0; i < 9; i++) {
    const cx = -30 + r() * 60;
    const cy = -10 + r() * 16;
    o += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(6 + r() * 4)}" fill="${tc(colors[i % colors.length])}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="2.4" fill="${tc('#f2a541')}"/>`;
  }
  return o + '</g>';
}
function confetti(
  x,
  y,
  w,
  h,
  seed,
  count = 60,
  colors = ['#f4b6c2', '#ffffff', C.amber, '#dbe7f3'],
) {
  const r = rng(seed);
  let o = '';
  for (let i = 0; i < count; i++)
    o += `<rect x="${n(x + r() * w)}" y="${n(y + r() * h)}" width="${n(6 + r() * 6)}" height="${n(4 + r() * 3)}" rx="2" fill="${colors[i % colors.length]}" transform="rotate(${Math.round(r() * 180)} ${n(x + w / 2)} ${n(y + h / 2)})" opacity="0.9"/>`;
  return o;
}
function floodlight(x, y, s = 1, lit = isLit()) {
  let o = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
  if (lit)
    o += `<path d="M-34 -380L-600 0H600L34 -380Z" fill="${lin('floodbeam', [
      [0, '#fff4d6', 0.28],
      [1, '#fff4d6', 0],
    ])}"/><circle cx="0" cy="-390" r="80" fill="${rad('floodglow', [
      [0, '#fff4d6', 0.8],
      [1, '#fff4d6', 0],
    ])}"/>`;
  o += `<path d="M-6 0L-3 -370H3L6 0Z" fill="${tc(C.slate500)}"/><rect x="-36" y="-410" width="72" height="34" rx="4" fill="${tc(C.slate700)}"/>`;
  o += `<path d="M-30 -404h14v22h-14ZM-8 -404h14v22h-14ZM14 -404h14v22h-14Z" fill="${lit ? '#fff6dc' : '#cbd5e1'}"/>`;
  return o + '</g>';
}
function ferrisWheel(cx, cy, R, colors = [C.red, C.amber, '#5b9bd5', C.green]) {
  let o = `<path d="M${cx} ${cy}L${cx - R * 0.45} ${cy + R + 40}M${cx} ${cy}L${cx + R * 0.45} ${cy + R + 40}" stroke="${tc(C.slate700)}" stroke-width="10"/>`;
  o += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${tc('#e9eef4')}" stroke-width="8"/><circle cx="${cx}" cy="${cy}" r="${R * 0.86}" fill="none" stroke="${tc('#e9eef4')}" stroke-width="3"/>`;
  let d = '';
  let g = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    d += `M${cx} ${cy}L${n(cx + Math.cos(a) * R)} ${n(cy + Math.sin(a) * R)}`;
    const gx = cx + Math.cos(a) * R;
    const gy = cy + Math.sin(a) * R;
    g += `<path d="M${n(gx - 13)} ${n(gy + 2)}h26v16q0 8-8 8h-10q-8 0-8-8Z" fill="${tc(colors[i % colors.length])}"/>`;
  }
  o +=
    `<path d="${d}" stroke="${tc('#e9eef4')}" stroke-width="2.5"/>` +
    g +
    `<circle cx="${cx}" cy="${cy}" r="14" fill="${tc(C.slate700)}"/>`;
  return o;
}
function coaster(x0, base) {
  const t = (dx, dy) => `${n(x0 + dx)} ${n(base - dy)}`;
  const track = `M${t(0, 40)}L${t(150, 300)}Q${t(190, 350)} ${t(232, 300)}C${t(290, 200)} ${t(300, 60)} ${t(380, 50)}L${t(520, 50)}A100 100 0 0 0 ${t(520, 250)}A100 100 0 0 0 ${t(520, 50)}L${t(640, 50)}C${t(700, 50)} ${t(720, 210)} ${t(790, 210)}C${t(860, 210)} ${t(870, 70)} ${t(960, 60)}`;
  let sup = '';
  for (const dx of [30, 60, 90, 120]) sup += `M${t(dx, 0)}V${n(base - 40 - (dx * 260) / 150)}`;
  sup += `M${t(30, 0)}L${t(60, 92)}L${t(60, 0)}L${t(90, 144)}L${t(90, 0)}L${t(120, 196)}L${t(120, 0)}L${t(150, 300)}`;
  for (const [dx, dy] of [
    [190, 324],
    [240, 286],
    [290, 120],
    [380, 50],
    [450, 50],
    [520, 50],
    [600, 50],
    [790, 210],
    [740, 170],
    [840, 170],
    [900, 62],
  ])
    sup += `M${t(dx, 0)}V${n(base - dy)}`;
  let o = `<path d="${sup}" stroke="${tc(C.slate400)}" stroke-width="5" fill="none"/>`;
  o += `<path d="${track}" stroke="${tc(C.red)}" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round"/><path d="${track}" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.6"/>`;
  o += `<g transform="translate(${t(96, 206).replace(' ', ' ')}) rotate(-60)"><rect x="-36" y="-24" width="32" height="20" rx="6" fill="${tc(C.navy700)}"/><rect x="0" y="-24" width="32" height="20" rx="6" fill="${tc(C.amber)}"/><rect x="36" y="-24" width="32" height="20" rx="6" fill="${tc('#3d8bd9')}"/></g>`;
  return o;
}
function tent(x, y, s = 1, c = C.red) {
  let stripes = '';
  for (let i = -3; i <= 3; i += 2)
    stripes += `M${x} ${y - 150 * s}L${x + i * 22 * s} ${y}L${x + (i + 1) * 22 * s} ${y}Z`;
  return `<path d="M${x} ${y - 150 * s}L${x - 90 * s} ${y}H${x + 90 * s}Z" fill="${tc('#ffffff')}"/><path d="${stripes}" fill="${tc(c)}"/><path d="M${x} ${y - 150 * s}V${y - 180 * s}" stroke="${tc(C.slate700)}" stroke-width="3"/><path d="M${x} ${y - 180 * s}l24 8-24 8Z" fill="${tc(C.amber)}"/>`;
}
function speech(x, y, w, h, fill, tail = 'left') {
  const t =
    tail === 'left'
      ? `M${x + 40} ${y + h - 2}l-10 40 50-40Z`
      : `M${x + w - 40} ${y + h - 2}l10 40-50-40Z`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2.6}" fill="${fill}"/><path d="${t}" fill="${fill}"/>`;
}
function doc(x, y, w, h, { rot = 0, lines = 7, fill = '#ffffff', accent = C.sky } = {}) {
  let d = '';
  for (let i = 0; i < lines; i++)
    d += `M${x + 34} ${y + 90 + i * 34}h${n((w - 68) * (i % 3 === 2 ? 0.6 : 1))}`;
  return `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})"><rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="18" fill="${C.navy}" opacity="0.12"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/><rect x="${x + 34}" y="${y + 38}" width="${n(w * 0.45)}" height="14" rx="7" fill="${accent}"/><path d="${d}" stroke="${C.slate300}" stroke-width="10" stroke-linecap="round"/></g>`;
}
function shield(x, y, s = 1, fill = C.navy, check = C.off) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -100L80 -70V-10C80 44 40 80 0 100C-40 80 -80 44 -80 -10V-70Z" fill="${fill}"/><path d="M0 -100L80 -70V-10C80 44 40 80 0 100Z" fill="#ffffff" opacity="0.08"/><path d="M-32 0L-8 24L36 -24" stroke="${check}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}
function pin(x, y, s = 1, fill = C.red) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="22" ry="7" fill="#000" opacity="0.18"/><path d="M0 0C-8 -22 -36 -44 -36 -72A36 36 0 0 1 36 -72C36 -44 8 -22 0 0Z" fill="${fill}"/><circle cx="0" cy="-72" r="14" fill="#ffffff"/></g>`;
}
function badge(cx, cy, r, inner, fill = '#ffffff') {
  return `<circle cx="${cx}" cy="${cy + 8}" r="${r}" fill="${C.navy}" opacity="0.12"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${inner}`;
}
function clockIcon(cx, cy, r, color = C.navy) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${r * 0.14}"/><path d="M${cx} ${cy - r * 0.55}V${cy}L${cx + r * 0.4} ${cy + r * 0.25}" stroke="${color}" stroke-width="${r * 0.14}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}
function star(cx, cy, r, fill = C.amber) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" fill="${fill}" stroke="${fill}" stroke-width="${r * 0.12}" stroke-linejoin="round"/>`;
}
function bow(x, y, s = 1, color = '#fbf7f0') {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0L-26 50L-14 52L0 14L10 54L22 50Z" fill="${mix(color, '#d9cbb8', 0.5)}"/><path d="M0 0C-20 -30 -56 -26 -50 0C-56 26 -20 30 0 0Z" fill="${color}" stroke="#e2d6c4" stroke-width="2"/><path d="M0 0C20 -30 56 -26 50 0C56 26 20 30 0 0Z" fill="${color}" stroke="#e2d6c4" stroke-width="2"/><circle r="10" fill="#f4b6c2"/></g>`;
}

/** Sky + distant hills + airfield, shared by airport scenes. */
function airfield(w, { hillsSeed = 2, hillColor = '#6d8fa8', hillAmp = 90, horizon = 600 } = {}) {
  let o = hills(w, horizon - 10, hillsSeed, hillAmp, hz(hillColor, 0.5));
  o += `<rect y="${horizon - 20}" width="${w}" height="60" fill="${hz('#6aa070', 0.35)}"/>`;
  o += apron(w, horizon + 10, 30);
  return o;
}
function people(list) {
  return list.map(([x, y, s, o]) => person(x, y, s, o)).join('');
}
const skins = ['#c99a78', '#8d5a3b', '#e3b99a', '#b07850', '#f0c8a8'];

Object.assign(SCENES, {
  'hero-book-online': {
    title:
      'Booking a Bus4U minibus online: a phone showing a route, a calendar and a confirmed booking, with the white minibus ready outside',
    mode: 'morning',
    draw(w, h) {
      let o = `<rect width="${w}" height="${h}" fill="${lin('bobg', [
        [0, '#dbe7f3'],
        [1, C.off],
      ])}"/>`;
      o += `<circle cx="1260" cy="260" r="300" fill="#ffffff" opacity="0.6"/><circle cx="260" cy="760" r="260" fill="${C.sky}" opacity="0.18"/>`;
      o += `<g opacity="0.5">${cardiffSkyline(700, { w, flat: '#c3d3e4' })}</g>`;
      o += `<rect y="700" width="${w}" height="${h - 700}" fill="${lin('bofloor', [
        [0, '#cfdbe7'],
        [1, '#b4c4d4'],
      ])}"/>`;
      // phone
      o += `<g transform="translate(300 96) rotate(-4)"><rect x="10" y="18" width="380" height="720" rx="56" fill="${C.navy}" opacity="0.18"/><rect width="380" height="720" rx="56" fill="${C.navy}"/><rect x="18" y="18" width="344" height="684" rx="42" fill="${C.off}"/>`;
      o += `<rect x="18" y="18" width="344" height="110" rx="42" fill="${C.navy700}"/><rect x="18" y="80" width="344" height="48" fill="${C.navy700}"/>${logo(50, 58, 30, C.off, { weight: 2.4 })}<rect x="150" y="30" width="80" height="14" rx="7" fill="${C.navy}"/>`;
      // map card with route
      o += `<rect x="42" y="150" width="296" height="190" rx="20" fill="#e4ecf4"/><path d="M42 270C120 250 160 300 240 260S338 230 338 230V320Q338 340 318 340H62Q42 340 42 320Z" fill="#cfe0ea"/><path d="M84 300C120 240 190 290 220 230S290 190 300 190" stroke="${C.navy}" stroke-width="6" fill="none" stroke-dasharray="2 12" stroke-linecap="round"/>`;
      o += pin(84, 306, 0.55, C.navy) + pin(300, 196, 0.6, C.red);
      // calendar
      o += `<rect x="42" y="362" width="296" height="180" rx="20" fill="#ffffff"/>`;
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 7; c++) {
          const sel = r === 2 && c === 4;
          o += `<rect x="${62 + c * 38}" y="${400 + r * 34}" width="26" height="22" rx="6" fill="${sel ? C.red : r === 0 ? C.sky : '#e6ecf2'}"${r === 0 ? ' opacity="0.6"' : ''}/>`;
        }
      o += `<rect x="62" y="376" width="120" height="12" rx="6" fill="${C.navy700}"/>`;
      // confirm button
      o += `<rect x="42" y="566" width="296" height="70" rx="35" fill="${C.red}"/><path d="M164 601l14 14 28-28" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      o += `<rect x="140" y="664" width="100" height="8" rx="4" fill="${C.slate300}"/></g>`;
      // floating confirmation cards
      o += `<g transform="translate(690 150)"><rect x="6" y="10" width="300" height="96" rx="24" fill="${C.navy}" opacity="0.12"/><rect width="300" height="96" rx="24" fill="#ffffff"/><circle cx="50" cy="48" r="28" fill="${C.green}"/><path d="M37 48l9 9 18-18" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="96" y="30" width="160" height="14" rx="7" fill="${C.navy700}"/><rect x="96" y="56" width="110" height="10" rx="5" fill="${C.slate300}"/></g>`;
      o += `<g transform="translate(1180 90)"><rect x="6" y="10" width="250" height="96" rx="24" fill="${C.navy}" opacity="0.12"/><rect width="250" height="96" rx="24" fill="#ffffff"/>${clockIcon(50, 48, 26, C.navy)}${word('24/7', { x: 94, y: 32, size: 32, color: C.navy, weight: 2.2 })}</g>`;
      o += `<g transform="translate(1000 300)"><rect x="6" y="10" width="260" height="80" rx="24" fill="${C.navy}" opacity="0.12"/><rect width="260" height="80" rx="24" fill="#ffffff"/>${[0, 1, 2, 3, 4].map((i) => star(40 + i * 46, 40, 17)).join('')}</g>`;
      o += minibus({ x: 760, y: 830, s: 1.1, seats: 15, lights: false });
      return o;
    },
  },

  'airport-transfer': {
    title:
      'Airport transfer: a Bus4U minibus and the black luxury MPV at a terminal drop-off while an airliner climbs away overhead',
    mode: 'day',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1380, 140, 40],
        clouds: [
          [260, 170, 1.2],
          [820, 110, 0.8],
          [1300, 300, 1],
        ],
      });
      o += plane(1030, 210, 1.2, { rot: -12 });
      o += airfield(w, { hillsSeed: 8 });
      o += controlTower(190, 660, 1.05);
      o += `<path d="M330 660V470H1480V660Z" fill="${glassLit()}"/>${mullions(330, 470, 1150, 190, 30)}`;
      o += `<path d="M300 478Q905 400 1510 478V462Q905 384 300 462Z" fill="${tc('#e9eef4')}"/><rect x="330" y="630" width="1150" height="30" fill="${tc('#cbd5e1')}"/>`;
      o += road(w, 740, h, { pave: 80 });
      o += airportSign(1470, 690, 0.9);
      o +=
        suitcase(1290, 736, 0.9, C.red) +
        suitcase(1340, 736, 1, C.navy700) +
        suitcase(1240, 736, 0.8, C.slate500);
      o += minibus({ x: 90, y: 840, s: 0.98, seats: 16 });
      o += mpv({ x: 830, y: 846, s: 0.98 });
      return o;
    },
  },

  'airport-heathrow': {
    title:
      'Heathrow transfer at blue hour: a Bus4U minibus outside a long glass terminal with a wave roof, an airliner landing with its lights on',
    mode: 'dusk',
    draw(w, h) {
      let o = sky(w, h, {
        clouds: [
          [400, 200, 1.4, 0.6],
          [1250, 150, 1, 0.5],
        ],
      });
      o += `<rect y="440" width="${w}" height="160" fill="${lin('horizonglow', [
        [0, '#f2a541', 0],
        [1, '#f2a541', 0.25],
      ])}"/>`;
      o += blocks(
        [
          [0, 600, 90, 120],
          [110, 600, 60, 170],
          [1440, 600, 70, 150],
          [1520, 600, 80, 110],
        ],
        { flat: '#2b4670' },
      );
      o += plane(420, 250, 1.05, { rot: 3, lights: true });
      o += `<circle cx="${420 + 150 * 1.05}" cy="${255}" r="60" fill="${rad('planeglow', [
        [0, '#fff4d6', 0.5],
        [1, '#fff4d6', 0],
      ])}"/>`;
      o += apron(w, 590, 30);
      o += controlTower(1400, 640, 1.25, { body: '#c9d3df' });
      // long glass terminal with a shallow wave roof
      o += `<path d="M120 660V500Q460 462 800 486T1320 476V660Z" fill="${glassLit()}"/>${mullions(120, 496, 1200, 164, 24, '#f6dcb0', 0.35)}`;
      o += `<path d="M84 506Q460 464 800 488T1356 476" stroke="${tc('#dfe6ee')}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
      o += `<rect x="120" y="630" width="1200" height="30" fill="${tc('#8a97a8')}"/>`;
      o += road(w, 740, h, { pave: 80 });
      for (const x of [80, 700, 1320]) o += lamp(x, 660, 1);
      o += airportSign(1480, 690, 0.9);
      o += minibus({ x: 420, y: 842, s: 1.02, seats: 16 });
      o += sheen(w, h, C.navy, 0.35);
      return o;
    },
  },

  'airport-gatwick': {
    title:
      'Gatwick transfer on a fresh morning: a Bus4U minibus at a terminal with a saw-tooth roof and an elevated shuttle track, a jet on approach over Sussex trees',
    mode: 'morning',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [240, 180, 44],
        clouds: [
          [700, 160, 1.1],
          [1350, 110, 0.9],
          [1100, 320, 0.7],
        ],
      });
      o += plane(1180, 230, 0.9, { rot: 5, dir: -1, tail: '#3f5f8c' });
      o += airfield(w, { hillsSeed: 15, hillColor: '#7ea18a', hillAmp: 50 });
      for (let i = 0; i < 9; i++)
        o += tree(40 + i * 60 + (i % 2) * 14, 606, 0.7 + (i % 3) * 0.1, 'round', 0.3);
      // saw-tooth terminal
      let st = 'M560 660V500';
      for (let x = 560; x < 1500; x += 94) st += `L${x + 94} 460V500`;
      st += 'V660Z';
      o += `<path d="${st}" fill="${tc('#e3e8ee')}"/><rect x="560" y="520" width="940" height="120" fill="${glassLit()}"/>${mullions(560, 520, 940, 120, 28)}`;
      let sky2 = '';
      for (let x = 560; x < 1500; x += 94) sky2 += `M${x} 500L${x + 94} 460V470L${x} 510Z`;
      o += `<path d="${sky2}" fill="${tc('#8fb0cf')}" opacity="0.7"/>`;
      // elevated shuttle track with pillars
      o += `<path d="M0 566H620" stroke="${tc('#cfd6de')}" stroke-width="16"/><path d="M60 574V660M200 574V660M340 574V660M480 574V660" stroke="${tc('#b6c0cb')}" stroke-width="12"/>`;
      o += `<g transform="translate(250 556)"><rect x="0" y="-44" width="150" height="46" rx="18" fill="${tc('#ffffff')}"/><rect x="14" y="-34" width="120" height="18" rx="6" fill="#2d4a72"/><rect x="0" y="-8" width="150" height="6" fill="${C.navy700}"/></g>`;
      o += road(w, 740, h, { pave: 80 });
      o += airportSign(130, 690, 0.9);
      o += suitcase(300, 736, 0.9, C.amber) + suitcase(350, 736, 1, C.navy700);
      o += minibus({ x: 620, y: 842, s: 1.0, seats: 15, dir: -1 });
      return o;
    },
  },

  'airport-bristol': {
    title:
      'Bristol Airport transfer on a bright day: a Bus4U minibus outside a low terminal with a swooping canopy, green hills and a jet taking off',
    mode: 'day',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1400, 120, 40],
        clouds: [
          [220, 130, 1],
          [620, 240, 0.8],
          [1180, 200, 1.2],
        ],
      });
      o += hills(w, 560, 21, 150, hz('#5f9a6a', 0.45));
      o += hills(w, 590, 9, 80, hz('#3e8a55', 0.2));
      o += plane(400, 300, 0.95, { rot: -14, tail: C.red });
      o += `<rect y="580" width="${w}" height="40" fill="${tc('#6aa070')}"/>`;
      o += apron(w, 600, 24);
      o += controlTower(1420, 650, 0.85, { cab: 'box' });
      o += `<rect x="260" y="540" width="1000" height="120" fill="${glassLit()}"/>${mullions(260, 540, 1000, 120, 34)}<rect x="260" y="620" width="1000" height="40" fill="${tc('#d7cdbd')}"/>`;
      o += `<path d="M200 548Q640 440 1320 520L1330 536Q650 466 210 566Z" fill="${tc('#ffffff')}"/><path d="M210 566Q650 466 1330 536L1326 544Q650 478 214 574Z" fill="${tc('#b8c4d0')}"/>`;
      o += `<path d="M420 560V660M780 530V660M1120 530V660" stroke="${tc('#aab6c3')}" stroke-width="8"/>`;
      o += road(w, 740, h, { pave: 80 });
      o += tree(80, 700, 0.9) + tree(1520, 700, 1.1);
      o += airportSign(1370, 690, 0.9);
      o += minibus({ x: 380, y: 842, s: 1.0, seats: 12 });
      o += suitcase(300, 736, 0.9, C.red) + suitcase(250, 736, 0.8, C.slate500);
      return o;
    },
  },

  'airport-cardiff': {
    title:
      'Cardiff Airport transfer at sunset: a Bus4U minibus by a low terminal with a red band, the Bristol Channel and Welsh hills behind and a plane coming in to land',
    mode: 'sunset',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [420, 520, 56],
        clouds: [
          [900, 160, 1.3, 0.7],
          [1400, 260, 1, 0.6],
        ],
      });
      o += hills(w, 522, 33, 40, hz('#3b4f6b', 0.45));
      o += water(0, 520, w, 60, { sunX: 420 });
      o += plane(1150, 250, 0.9, { rot: 7, dir: 1, lights: true, tail: C.navy700 });
      o += `<rect y="560" width="${w}" height="40" fill="${tc('#4f8a5c')}"/>`;
      o += apron(w, 590, 26);
      o += controlTower(280, 650, 0.8, { cab: 'box' });
      o += `<rect x="480" y="520" width="880" height="140" fill="${tc('#e9e5de')}"/><rect x="500" y="546" width="840" height="84" fill="${glassLit()}"/>${mullions(500, 546, 840, 84, 30)}<rect x="480" y="508" width="880" height="16" fill="${C.red}"/><rect x="460" y="500" width="920" height="10" fill="${tc('#f7f4ee')}"/>`;
      o += road(w, 740, h, { pave: 80 });
      o += lamp(120, 660, 1) + lamp(1480, 660, 1);
      o += airportSign(1370, 690, 0.9);
      o += minibus({ x: 560, y: 842, s: 1.02, seats: 16 });
      o += sheen(w, h, C.navy, 0.25);
      return o;
    },
  },

  'airport-birmingham': {
    title:
      'Birmingham Airport transfer on a grey afternoon: a Bus4U minibus outside a glass terminal with a curved front and an elevated air-rail link',
    mode: 'overcast',
    draw(w, h) {
      let o = sky(w, h, {
        clouds: [
          [200, 140, 1.5],
          [700, 90, 1.2],
          [1200, 170, 1.6],
          [1500, 80, 1],
        ],
      });
      o += blocks(
        [
          [40, 600, 80, 170, '#8e9aab'],
          [140, 600, 60, 240, '#7f8ca0'],
          [220, 600, 90, 130, '#98a4b4'],
          [1360, 600, 70, 200, '#8e9aab'],
          [1450, 600, 110, 150, '#7f8ca0'],
        ],
        { flat: hz('#7f8ca0', 0.4) },
      );
      o += plane(860, 200, 0.75, { rot: -8, tail: '#5b6b82' });
      o += apron(w, 590, 26);
      o += `<path d="M380 660V470H1180Q1300 470 1300 560V660Z" fill="${glassLit()}"/>${mullions(380, 470, 900, 190, 26)}<path d="M370 470H1180Q1312 470 1312 560H1296Q1296 486 1180 486H370Z" fill="${tc('#dfe4ea')}"/>`;
      o += `<rect x="380" y="630" width="920" height="30" fill="${tc('#9aa5b3')}"/>`;
      // air-rail link
      o += `<path d="M0 560H${w}" stroke="${tc('#c4ccd6')}" stroke-width="14"/><path d="M150 568V660M560 568V630M1420 568V660" stroke="${tc('#aab4c0')}" stroke-width="12"/>`;
      o += `<g transform="translate(1380 552)"><rect x="0" y="-40" width="120" height="42" rx="16" fill="${tc('#ffffff')}"/><rect x="12" y="-30" width="96" height="16" rx="6" fill="#2d4a72"/><rect x="0" y="-6" width="120" height="5" fill="${C.red}"/></g>`;
      o += road(w, 740, h, { pave: 80 });
      for (const x of [60, 980]) o += lamp(x, 660, 1);
      o += airportSign(1490, 690, 0.9);
      o += minibus({ x: 180, y: 842, s: 1.0, seats: 15 });
      o += suitcase(980, 736, 0.9, C.navy700) + suitcase(1030, 736, 1, C.red);
      o += people([
        [1110, 740, 0.9, { top: '#5b6b82', skin: skins[1] }],
        [1170, 740, 0.85, { top: C.amber, legs: C.navy, skin: skins[2], hair: '#7a5230' }],
      ]);
      return o;
    },
  },

  'airport-manchester': {
    title:
      'Manchester Airport transfer at night: the black Bus4U MPV with headlights on outside an illuminated terminal, a tall control tower and aircraft lights in a starry sky',
    mode: 'night',
    draw(w, h) {
      let o = sky(w, h, { moon: [1380, 130], seed: 9 });
      o += plane(560, 220, 0.8, { rot: -6, lights: true, flat: '#1d3557' });
      o += plane(1080, 330, 0.5, { rot: 4, dir: -1, lights: true, flat: '#1d3557' });
      o += apron(w, 590, 30);
      o += controlTower(220, 660, 1.35, { body: '#9fb0c4' });
      // multi-storey car park + terminal with lit bands
      o += `<rect x="380" y="520" width="260" height="140" fill="${tc('#56657a')}"/><path d="M380 556H640M380 592H640M380 628H640" stroke="#ffd58a" stroke-width="4" opacity="0.6"/>`;
      o += `<rect x="660" y="470" width="860" height="190" fill="${tc('#3a4a62')}"/>`;
      for (let i = 0; i < 3; i++)
        o += `<rect x="680" y="${490 + i * 54}" width="820" height="30" fill="${lin(
          'band',
          [
            [0, '#f2c27e'],
            [1, '#e0a35f'],
          ],
          [0, 0, 1, 0],
        )}" opacity="${0.9 - i * 0.15}"/>`;
      o += mullions(680, 490, 820, 140, 30, '#3a4a62', 0.8);
      o += `<rect x="650" y="458" width="880" height="14" fill="${tc('#8fa1b8')}"/>`;
      o += road(w, 740, h, { pave: 80 });
      for (const x of [300, 900, 1500]) o += lamp(x, 660, 1);
      o += airportSign(120, 690, 0.9);
      o += mpv({ x: 620, y: 846, s: 1.1, dir: -1 });
      o += sheen(w, h, '#020814', 0.4);
      return o;
    },
  },
});

Object.assign(SCENES, {
  weddings: {
    title:
      'Wedding transport: a white Bus4U minibus dressed with ivory ribbons and flowers outside a stone wedding venue with a floral arch and falling petals',
    mode: 'morning',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1320, 160, 42],
        clouds: [
          [300, 140, 1],
          [900, 90, 0.8],
        ],
      });
      o += hills(w, 600, 41, 90, hz('#7ea88a', 0.45));
      // stone venue with arched door and windows
      o += `<path d="M640 690V430L760 350L880 430V690Z" fill="${tc('#d9cdb8')}"/><path d="M620 436L760 338L900 436" stroke="${tc('#6b5e52')}" stroke-width="16" fill="none" stroke-linejoin="round"/>`;
      o += `<path d="M880 690V470H1320V690Z" fill="${tc('#e3d8c4')}"/><path d="M870 470H1330L1300 440H900Z" fill="${tc('#6b5e52')}"/>`;
      let win = '';
      for (const x of [930, 1030, 1130, 1230]) win += `M${x} 600V540a24 24 0 0 1 48 0V600Z`;
      o += `<path d="${win}M730 690V570a30 30 0 0 1 60 0V690Z" fill="${tc('#5b6f8a')}"/><circle cx="760" cy="450" r="28" fill="${tc('#5b6f8a')}"/><circle cx="760" cy="450" r="28" fill="none" stroke="${tc('#f7f4ee')}" stroke-width="4"/>`;
      o +=
        tree(560, 690, 1.2, 'round', 0.1) +
        tree(1400, 690, 1.35, 'round', 0.2) +
        tree(1500, 690, 1, 'pine', 0.3);
      // floral arch
      o += `<path d="M380 700V520a110 110 0 0 1 220 0V700" stroke="${tc('#f7f4ee')}" stroke-width="12" fill="none"/>`;
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI + (i / 8) * Math.PI;
        o += flowers(490 + Math.cos(a) * 110, 520 + Math.sin(a) * 110, 0.8, i + 2);
      }
      o += flowers(380, 640, 0.6, 31) + flowers(600, 640, 0.6, 32);
      o += road(w, 760, h, { pave: 70 });
      o += people([
        [455, 700, 1, { dress: true, top: '#fbf7f0', skin: skins[2], hair: '#c79a5b' }],
        [520, 700, 1.05, { top: C.navy, legs: C.navy, skin: skins[0] }],
      ]);
      o +=
        `<path d="M455 630q-12 -6 -18 6" stroke="#fbf7f0" stroke-width="5" fill="none"/>` +
        flowers(443, 630, 0.3, 8);
      // decorated minibus: ribbon from bonnet to mirror, bow and garland
      const s = 1.0;
      const x = 680;
      const y = 852;
      const L = BUS[16].L;
      const deco =
        `<path d="M${L - 6} -92L${L - 130} -214" stroke="#fbf7f0" stroke-width="9" stroke-linecap="round"/><path d="M${L - 6} -92L${L - 130} -214" stroke="#e2d6c4" stroke-width="2" opacity="0.7"/>` +
        bow(L - 42, -112, 0.62) +
        flowers(L - 42, -112, 0.35, 12);
      o += minibus({ x, y, s, seats: 16, lights: false, extra: deco });
      o += confetti(300, 330, 420, 280, 77, 34);
      return o;
    },
  },

  'stag-hen-parties': {
    title:
      'Stag and hen party night out: a Bus4U minibus with lights on in a lively city street under festoon lights, with party-goers and confetti',
    mode: 'night',
    draw(w, h) {
      let o = sky(w, h, { moon: [1460, 110], seed: 21 });
      o += blocks(
        [
          [0, 700, 220, 420, '#2a3b57'],
          [230, 700, 180, 340, '#33466a'],
          [1180, 700, 200, 380, '#2a3b57'],
          [1390, 700, 210, 450, '#33466a'],
        ],
        { seed: 5, litP: 0.55 },
      );
      // venue frontage with neon-style sign shapes
      o += `<rect x="420" y="380" width="750" height="320" fill="${tc('#3b2f4a')}"/><rect x="420" y="380" width="750" height="26" fill="${tc('#261d33')}"/>`;
      o += `<rect x="470" y="540" width="300" height="160" rx="6" fill="${lin('venueglow', [
        [0, '#f6b36b'],
        [1, '#c0664e'],
      ])}"/><rect x="820" y="540" width="300" height="160" rx="6" fill="${lin('venueglow', [])}"/>`;
      o += `<path d="M460 540h320l-20-40H480ZM810 540h320l-20-40H830Z" fill="${C.red}"/><path d="M460 540h320M810 540h320" stroke="#7a0f20" stroke-width="4"/>`;
      o += `<rect x="600" y="428" width="390" height="54" rx="27" fill="none" stroke="#ff8fb0" stroke-width="6"/><circle cx="640" cy="455" r="10" fill="#ff8fb0"/>${star(950, 455, 14, C.amber)}<path d="M670 455h240" stroke="#ffd58a" stroke-width="6" stroke-linecap="round" stroke-dasharray="26 14"/>`;
      o += stringLights(0, 300, 800, 320, 40) + stringLights(800, 320, 1600, 290, 40);
      o += road(w, 760, h, { pave: 60 });
      o += people([
        [200, 742, 1, { dress: true, top: '#ff8fb0', skin: skins[2], hair: '#d8b36a' }],
        [250, 742, 1, { dress: true, top: C.off, skin: skins[1] }],
        [300, 742, 1, { dress: true, top: '#ff8fb0', skin: skins[4], hair: '#7a4a2a' }],
        [1380, 742, 1, { top: '#3d5a88', legs: C.ink, skin: skins[0] }],
        [1440, 742, 1.05, { top: C.red, legs: C.ink, skin: skins[3] }],
        [1500, 742, 1, { top: '#5f6d82', legs: C.ink, skin: skins[2], hair: '#b07a3a' }],
      ]);
      o += `<path d="M188 670L312 690" stroke="${C.amber}" stroke-width="6"/>`;
      o += minibus({ x: 440, y: 852, s: 1.0, seats: 16 });
      o +=
        confetti(120, 420, 360, 240, 5, 28, ['#ff8fb0', C.amber, '#ffffff', '#8da9c4']) +
        confetti(1300, 420, 300, 240, 6, 22, ['#ff8fb0', C.amber, '#ffffff', '#8da9c4']);
      o += sheen(w, h, '#050d1c', 0.4);
      return o;
    },
  },

  'sporting-events': {
    title:
      'Match day: a Bus4U minibus outside a Cardiff stadium with four white masts, floodlights glowing at dusk and red, white and green bunting',
    mode: 'dusk',
    draw(w, h) {
      let o = sky(w, h, {
        clouds: [
          [260, 150, 1.2, 0.5],
          [1300, 110, 1, 0.5],
        ],
      });
      o += `<ellipse cx="800" cy="430" rx="720" ry="240" fill="${rad('stadglow', [
        [0, '#ffe9bf', 0.55],
        [1, '#ffe9bf', 0],
      ])}"/>`;
      o += blocks(
        [
          [0, 680, 150, 260, '#2d4468'],
          [1460, 680, 140, 300, '#2d4468'],
        ],
        { seed: 3, litP: 0.5 },
      );
      o += stadium(170, 680, 2.0);
      o += `<rect x="200" y="560" width="1220" height="12" fill="#ffe3a8" opacity="0.6"/>`;
      o +=
        bunting(0, 560, 560, 600, 30, [C.red, '#ffffff', C.green]) +
        bunting(1040, 600, 1600, 560, 30, [C.red, '#ffffff', C.green]);
      o += road(w, 770, h, { pave: 90 });
      const fans = [];
      for (let i = 0; i < 9; i++)
        fans.push([
          120 + i * 52 + (i % 3) * 8,
          738,
          0.75 + (i % 2) * 0.08,
          {
            top: i % 3 === 1 ? '#ffffff' : C.red,
            legs: C.ink,
            skin: skins[i % 5],
            hair: ['#3a2a20', '#7a4a2a', '#d8b36a'][i % 3],
          },
        ]);
      o += people(fans);
      o += minibus({ x: 720, y: 860, s: 1.0, seats: 16 });
      o += lamp(650, 700, 1);
      o += sheen(w, h, C.navy, 0.35);
      return o;
    },
  },

  'filming-production': {
    title:
      'Film and TV crew transport: a Bus4U minibus and the black MPV at a location shoot in the Welsh hills, with a cinema camera, a clapperboard and studio lights',
    mode: 'morning',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [260, 170, 44],
        clouds: [
          [820, 130, 1.2],
          [1380, 200, 0.9],
        ],
      });
      o += hills(w, 520, 51, 160, hz('#5f9a6a', 0.5)) + hills(w, 600, 52, 120, hz(C.green, 0.25));
      o += `<rect y="640" width="${w}" height="${h - 640}" fill="${tc('#5c9a62')}"/><path d="M0 690Q800 650 1600 700V900H0Z" fill="${tc('#c9b99a')}"/>`;
      o += mpv({ x: 70, y: 706, s: 0.7 });
      o += minibus({ x: 420, y: 712, s: 0.78, seats: 15 });
      // light stand with softbox
      o += `<g transform="translate(1140 800)"><path d="M0 0L-40 40M0 0L40 40M0 0V40M0 0V-300" stroke="${tc(C.ink)}" stroke-width="6"/><path d="M-70 -380H70L50 -290H-50Z" fill="${tc(C.ink)}"/><path d="M-58 -370H58L42 -300H-42Z" fill="#fff7e6"/><circle cx="0" cy="-335" r="120" fill="${rad(
        'softglow',
        [
          [0, '#fff7e6', 0.45],
          [1, '#fff7e6', 0],
        ],
      )}"/></g>`;
      // camera on tripod
      o += `<g transform="translate(1360 840)"><path d="M0 -200L-70 0M0 -200L70 0M0 -200V-10" stroke="${tc(C.slate700)}" stroke-width="8"/><rect x="-70" y="-290" width="150" height="90" rx="12" fill="${tc(C.ink)}"/><rect x="80" y="-272" width="70" height="56" rx="8" fill="${tc('#2a3344')}"/><circle cx="150" cy="-244" r="30" fill="${tc('#2a3344')}"/><circle cx="150" cy="-244" r="18" fill="#3d5a88"/><circle cx="144" cy="-250" r="6" fill="#dbe7f3" opacity="0.8"/>`;
      o += `<circle cx="-40" cy="-320" r="34" fill="${tc('#2a3344')}" stroke="${tc(C.ink)}" stroke-width="12"/><circle cx="34" cy="-320" r="34" fill="${tc('#2a3344')}" stroke="${tc(C.ink)}" stroke-width="12"/><circle cx="-40" cy="-320" r="8" fill="${tc(C.ink)}"/><circle cx="34" cy="-320" r="8" fill="${tc(C.ink)}"/><circle cx="60" cy="-254" r="6" fill="${C.red}"/></g>`;
      // clapperboard
      o += `<g transform="translate(820 880) rotate(-6)"><rect x="0" y="-120" width="170" height="120" rx="8" fill="${C.ink}"/><path d="M16 -92H154M16 -64H154M16 -36H120" stroke="#f7f4ee" stroke-width="4" opacity="0.75"/><g transform="rotate(-14 0 -124)"><rect x="0" y="-150" width="170" height="28" rx="4" fill="#f7f4ee"/><path d="M12 -150l18 28h24l-18-28ZM60 -150l18 28h24l-18-28ZM108 -150l18 28h24l-18-28Z" fill="${C.ink}"/></g></g>`;
      o +=
        `<path d="M1140 840C1100 880 1040 870 1000 890" stroke="${C.ink}" stroke-width="4" fill="none"/>` +
        person(640, 860, 1.3, { top: C.navy700, legs: C.ink, skin: skins[1], bag: C.slate700 }) +
        person(1520, 860, 1.3, { top: C.amber, legs: C.navy, skin: skins[2], hair: '#7a4a2a' });
      return o;
    },
  },

  'school-nurseries': {
    title:
      'School and nursery transport: a Bus4U minibus outside a brick school with a clock, children with colourful backpacks walking to the bus',
    mode: 'day',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1400, 130, 40],
        clouds: [
          [360, 150, 1],
          [1000, 110, 0.8],
        ],
      });
      o += hills(w, 610, 61, 80, hz('#5f9a6a', 0.5));
      o += `<path d="M300 690V400H1300V690Z" fill="${tc('#b8654a')}"/><path d="M280 410H1320L1240 340H360Z" fill="${tc('#4d5d73')}"/>`;
      o += `<path d="M720 690V300L800 240L880 300V690Z" fill="${tc('#c8765a')}"/><path d="M706 306L800 232L894 306" stroke="${tc('#4d5d73')}" stroke-width="14" fill="none"/><circle cx="800" cy="320" r="34" fill="${tc('#f7f4ee')}"/><path d="M800 320V298M800 320l14 10" stroke="${C.navy}" stroke-width="5" stroke-linecap="round"/>`;
      let win = '';
      for (const x of [340, 440, 540, 920, 1020, 1120, 1220])
        for (const y of [440, 560]) win += `M${x} ${y}h60v70h-60Z`;
      o += `<path d="${win}" fill="${tc('#dbe7f3')}"/><path d="${win}" fill="none" stroke="${tc('#f7f4ee')}" stroke-width="6"/>`;
      o += `<path d="M760 690V560a40 40 0 0 1 80 0V690Z" fill="${tc(C.navy700)}"/>`;
      // railings + playground colours
      let rail = 'M0 690H1600';
      for (let x = 6; x < 1600; x += 22) rail += `M${x} 690V650`;
      o += `<path d="${rail}M0 652H1600" stroke="${tc('#2f6a48')}" stroke-width="4"/>`;
      o += tree(160, 690, 1.2) + tree(1460, 690, 1.3, 'round', 0.2);
      o += road(w, 770, h, { pave: 80 });
      const kids = [];
      const packs = [C.red, C.amber, '#3d8bd9', C.green, '#8e5bd9', C.red];
      for (let i = 0; i < 6; i++)
        kids.push([
          120 + i * 70,
          742,
          0.62,
          {
            top: ['#3d8bd9', C.amber, C.red, '#f4b6c2', C.green, '#8da9c4'][i],
            legs: C.navy700,
            skin: skins[i % 5],
            hair: ['#3a2a20', '#d8b36a', '#7a4a2a'][i % 3],
            bag: packs[i],
          },
        ]);
      o += people(kids);
      o += person(580, 742, 0.95, { top: C.amber, legs: C.navy, skin: skins[1] });
      o +=
        backpack(1440, 760, 0.8, C.red) +
        backpack(1490, 760, 0.7, '#3d8bd9') +
        backpack(1535, 760, 0.75, C.amber);
      o += minibus({ x: 680, y: 860, s: 1.0, seats: 12 });
      return o;
    },
  },

  'theme-park-transfers': {
    title:
      'Theme park day trip: a Bus4U minibus arriving at a theme park with a red rollercoaster loop and a big Ferris wheel under a bright sky',
    mode: 'day',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [200, 130, 40],
        clouds: [
          [520, 120, 1.1],
          [1400, 90, 0.8],
        ],
      });
      o += hills(w, 640, 71, 70, hz('#5f9a6a', 0.45));
      o += ferrisWheel(1240, 330, 250);
      o += coaster(60, 700);
      o += tent(1010, 690, 0.9, C.red) + tent(1500, 690, 0.7, '#3d8bd9');
      // pennant line and entrance arch
      o += bunting(0, 500, 800, 520, 20, [C.red, C.amber, '#3d8bd9', C.green]);
      o += `<rect y="680" width="${w}" height="20" fill="${tc('#6aa070')}"/>`;
      o += road(w, 770, h, { pave: 70 });
      o += people([
        [1420, 742, 0.8, { top: C.amber, skin: skins[0], bag: C.red }],
        [1470, 742, 0.62, { top: '#3d8bd9', skin: skins[2], hair: '#d8b36a' }],
        [1520, 742, 0.85, { top: C.green, skin: skins[1] }],
      ]);
      o += minibus({ x: 560, y: 860, s: 1.0, seats: 16 });
      return o;
    },
  },

  'staff-shuttle': {
    title:
      'Staff shuttle at sunrise: a Bus4U minibus collecting a queue of workers at a bus stop on a business park',
    mode: 'morning',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1300, 420, 50],
        clouds: [
          [300, 150, 1.1],
          [860, 90, 0.8],
        ],
      });
      o += blocks(
        [
          [40, 690, 360, 200, '#c1ccd8'],
          [430, 690, 240, 280, '#aab8c8'],
          [1080, 690, 300, 240, '#b8c4d2'],
          [1400, 690, 200, 170, '#c8d2dd'],
        ],
        { seed: 31 },
      );
      o += `<path d="M680 690V520H1060V690Z" fill="${tc('#d8dee6')}"/><path d="M680 520H1060V560H680Z" fill="${tc(C.navy700)}"/><rect x="700" y="580" width="340" height="90" fill="${glassLit()}"/>${mullions(700, 580, 340, 90, 34)}`;
      o += tree(60, 690, 1) + tree(1560, 690, 1.1);
      o += road(w, 770, h, { pave: 80 });
      // bus stop shelter
      o += `<g transform="translate(1150 740)"><rect x="0" y="-170" width="8" height="170" fill="${tc(C.slate500)}"/><rect x="240" y="-170" width="8" height="170" fill="${tc(C.slate500)}"/><rect x="-10" y="-182" width="268" height="16" rx="6" fill="${tc(C.navy700)}"/><rect x="8" y="-166" width="232" height="120" fill="#dbe7f3" opacity="0.35"/><rect x="300" y="-200" width="6" height="200" fill="${tc(C.slate500)}"/><circle cx="303" cy="-210" r="26" fill="${C.red}"/><circle cx="303" cy="-210" r="17" fill="#ffffff"/><rect x="293" y="-218" width="20" height="12" rx="3" fill="${C.navy}"/></g>`;
      const q = [];
      for (let i = 0; i < 6; i++)
        q.push([
          1170 + i * 48,
          742,
          0.86 + (i % 2) * 0.06,
          {
            top: ['#3d5a88', '#5f6d82', C.amber, '#8da9c4', C.navy700, '#b05a4a'][i],
            legs: C.ink,
            skin: skins[i % 5],
            hair: ['#3a2a20', '#d8b36a', '#7a4a2a'][i % 3],
            bag: i === 2 ? C.slate700 : null,
          },
        ]);
      o += people(q);
      o += minibus({ x: 380, y: 860, s: 1.0, seats: 15 });
      return o;
    },
  },

  'business-corporate': {
    title:
      'Corporate travel: the black Bus4U MPV and a white minibus waiting outside glass office towers in Cardiff city centre',
    mode: 'day',
    draw(w, h) {
      let o = sky(w, h, {
        clouds: [
          [300, 130, 1],
          [1200, 90, 0.9],
        ],
      });
      const towers = [
        [60, 700, 200, 420],
        [280, 700, 240, 560],
        [560, 700, 180, 360],
        [1000, 700, 260, 600],
        [1290, 700, 200, 450],
        [1500, 700, 120, 300],
      ];
      for (const [x, y, tw, th] of towers) {
        o += `<rect x="${x}" y="${y - th}" width="${tw}" height="${th}" fill="${lin(
          'tower',
          [
            [0, tc('#a9c1da')],
            [0.5, tc('#6f90b4')],
            [1, tc('#3f6289')],
          ],
          [0, 0, 1, 1],
        )}"/>`;
        let d = '';
        for (let yy = y - th + 24; yy < y; yy += 24) d += `M${x} ${yy}h${tw}`;
        for (let xx = x + 40; xx < x + tw; xx += 40) d += `M${xx} ${y - th}V${y}`;
        o += `<path d="${d}" stroke="#dbe7f3" stroke-width="2" opacity="0.4"/><path d="M${x} ${y - th}l${tw * 0.6} 0L${x} ${y - th + tw * 0.9}Z" fill="#ffffff" opacity="0.12"/>`;
      }
      o += `<path d="M760 700V420H980V700Z" fill="${tc('#e6e9ee')}"/><path d="M780 440H960V700H780Z" fill="${glassLit()}"/>${mullions(780, 440, 180, 260, 30)}<rect x="740" y="400" width="260" height="24" fill="${tc(C.navy700)}"/>`;
      o += road(w, 770, h, { pave: 70 });
      o += tree(720, 730, 0.8, 'round', 0.2) + tree(1010, 730, 0.8, 'round', 0.2);
      o += people([
        [1450, 742, 1, { top: C.navy700, legs: C.navy, skin: skins[0], bag: null }],
        [1510, 742, 0.98, { top: '#5f6d82', legs: C.ink, skin: skins[1], hair: '#1e1a18' }],
      ]);
      o += `<rect x="1464" y="680" width="26" height="20" rx="3" fill="${C.ink}"/>`;
      o += minibus({ x: 80, y: 856, s: 0.92, seats: 12, lights: false });
      o += mpv({ x: 700, y: 864, s: 1.12 });
      return o;
    },
  },
});

Object.assign(SCENES, {
  'why-bus4u': {
    title:
      'Why choose Bus4U: a white minibus on a green Welsh road beneath badges for safety, round-the-clock service and five-star reviews',
    mode: 'day',
    draw(w, h) {
      let o = sky(w, h, {
        clouds: [
          [240, 130, 1],
          [1400, 110, 0.9],
        ],
      });
      o += hills(w, 560, 81, 140, hz('#4f9a66', 0.45)) + hills(w, 640, 82, 110, hz(C.green, 0.2));
      o += `<rect y="660" width="${w}" height="80" fill="${tc('#3f8f57')}"/>`;
      o += road(w, 760, h, { pave: 30 });
      o +=
        tree(120, 740, 1.1) +
        tree(1480, 740, 1.2, 'round', 0.2) +
        tree(1540, 740, 0.9, 'pine', 0.3);
      o += badge(480, 250, 110, shield(480, 250, 0.95, C.navy, C.off));
      o += badge(
        800,
        210,
        120,
        clockIcon(800, 178, 46, C.navy) +
          word('24/7', { x: 800, y: 238, size: 34, color: C.red, weight: 2.4, anchor: 'middle' }),
      );
      o += badge(1120, 250, 110, star(1120, 242, 70, C.amber));
      o += minibus({ x: 470, y: 862, s: 0.98, seats: 16 });
      return o;
    },
  },

  campaign: {
    title: 'A Bus4U minibus on a winding road through the green valleys of South Wales at sunset',
    mode: 'sunset',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1150, 470, 60],
        clouds: [
          [300, 150, 1.4, 0.7],
          [1350, 180, 1, 0.6],
        ],
      });
      o += hills(w, 480, 91, 120, hz('#4d4f72', 0.45)) + hills(w, 560, 92, 140, hz('#2f5a52', 0.3));
      o += ridge(
        [
          [-100, 640],
          [300, 560],
          [700, 620],
          [1100, 560],
          [1700, 640],
        ],
        1000,
        tc('#2f7a4c'),
      );
      // winding road in perspective
      o += `<path d="M1240 600C1200 640 900 680 820 720S700 800 0 840V900H760C900 860 1040 790 1100 740S1260 640 1270 600Z" fill="${tc('#3f4756', 1.4)}"/>`;
      o += `<path d="M1255 600C1230 640 980 690 940 730S820 820 380 870" stroke="${tc('#f2e6d0', 1.2)}" stroke-width="6" fill="none" stroke-dasharray="40 36" opacity="0.8"/>`;
      o += ridge(
        [
          [-100, 900],
          [0, 820],
          [300, 870],
          [700, 900],
        ],
        1000,
        tc('#1f5a38'),
      );
      o += minibus({ x: 260, y: 846, s: 1.02, seats: 16 });
      o += tree(1420, 720, 1.2, 'round', 0.5) + tree(1520, 740, 1, 'pine', 0.6);
      o += sheen(w, h, C.navy, 0.3);
      return o;
    },
  },

  contact: {
    title:
      'Stylised map of Cardiff Bay and the city centre with a red pin marking the Bus4U base near East Tyndall Street',
    mode: 'day',
    draw(w, h) {
      let o = `<rect width="${w}" height="${h}" fill="#eef1ec"/>`;
      // bay water and river
      o += `<path d="M0 720C200 700 360 760 520 740S820 650 1000 700S1300 780 1600 730V900H0Z" fill="#bcd3e8"/>`;
      o += `<path d="M300 0C330 120 280 220 330 330S420 520 400 620S460 700 520 740" stroke="#bcd3e8" stroke-width="34" fill="none" stroke-linecap="round"/>`;
      o += `<path d="M1080 0C1060 200 1140 360 1120 520S1080 660 1000 700" stroke="#bcd3e8" stroke-width="26" fill="none"/>`;
      // parks
      o += `<path d="M120 40C220 20 280 60 300 160S260 300 200 320S80 240 90 150Z" fill="#cfe3c9"/><path d="M1300 420h200v140h-200Z" fill="#cfe3c9" transform="rotate(-8 1400 490)"/>`;
      // blocks
      const r = rng(4);
      let d = '';
      for (let x = 360; x < 1560; x += 90)
        for (let y = 40; y < 660; y += 80) {
          if (r() < 0.25) continue;
          if (x > 1040 && x < 1160) continue;
          d += `M${x + 8} ${y + 8}h${70 + Math.round(r() * 6)}v${58}h-${70}Z`;
        }
      o += `<path d="${d}" fill="#e2e6e1"/>`;
      // roads
      o += `<path d="M0 300C400 280 700 330 1000 300S1400 270 1600 290M640 0C660 200 620 420 700 720M0 520H1600M900 0C880 300 960 520 960 700M1200 0C1220 300 1180 500 1300 720M380 620C600 600 900 620 1600 600" stroke="#ffffff" stroke-width="22" fill="none" stroke-linecap="round"/>`;
      o += `<path d="M0 300C400 280 700 330 1000 300S1400 270 1600 290M640 0C660 200 620 420 700 720M0 520H1600" stroke="${C.amber}" stroke-width="8" fill="none" opacity="0.55"/>`;
      // railway
      o += `<path d="M0 430C500 420 900 440 1600 410" stroke="#9aa6b5" stroke-width="6" fill="none"/><path d="M0 430C500 420 900 440 1600 410" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 10" fill="none"/>`;
      // landmark markers: stadium (oval + masts), castle, bay arts centre
      o += `<g transform="translate(470 340)"><ellipse rx="70" ry="48" fill="#d9dee6" stroke="${C.navy700}" stroke-width="4"/><ellipse rx="40" ry="24" fill="#8fc28a"/><path d="M-70 -48l-14 -14M70 -48l14 -14M-70 48l-14 14M70 48l14 14" stroke="${C.navy700}" stroke-width="5" stroke-linecap="round"/></g>`;
      o += `<g transform="translate(440 150)"><rect x="-50" y="-34" width="100" height="68" fill="#d8ccb4" stroke="#9b8d73" stroke-width="3"/><circle cx="30" cy="-10" r="16" fill="#cfe3c9" stroke="#9b8d73" stroke-width="3"/></g>`;
      o += `<g transform="translate(760 690)"><path d="M-70 20C-60 -30 40 -40 80 10Z" fill="#c99456" stroke="#8a5a2a" stroke-width="3"/></g><g transform="translate(900 700)"><rect x="-18" y="-24" width="36" height="30" fill="#b5553e"/><rect x="-6" y="-44" width="12" height="24" fill="#b5553e"/></g>`;
      // pin at the Bus4U base
      o += `<circle cx="1010" cy="470" r="90" fill="${C.red}" opacity="0.08"/><circle cx="1010" cy="470" r="50" fill="${C.red}" opacity="0.12"/>`;
      o += pin(1010, 470, 1.7, C.red);
      // compass
      o += `<g transform="translate(1500 110)"><circle r="46" fill="#ffffff" opacity="0.9"/><path d="M0 -34L12 0H-12Z" fill="${C.red}"/><path d="M0 34L12 0H-12Z" fill="${C.navy700}"/></g>`;
      return o;
    },
  },

  faq: {
    title:
      'Frequently asked questions: speech bubbles with question marks above a white Bus4U minibus',
    mode: 'day',
    draw(w, h) {
      let o = `<rect width="${w}" height="${h}" fill="${lin('faqbg', [
        [0, '#dbe7f3'],
        [1, C.off],
      ])}"/>`;
      o += `<circle cx="1300" cy="220" r="260" fill="#ffffff" opacity="0.6"/><circle cx="200" cy="180" r="180" fill="${C.sky}" opacity="0.15"/>`;
      o += `<g opacity="0.5">${cardiffSkyline(700, { w, flat: '#c3d3e4' })}</g>`;
      o += `<rect y="700" width="${w}" height="${h - 700}" fill="${lin('bofloor', [
        [0, '#cfdbe7'],
        [1, '#b4c4d4'],
      ])}"/>`;
      o +=
        speech(260, 140, 300, 200, C.navy) +
        word('?', { x: 410, y: 196, size: 90, color: C.off, weight: 2.4, anchor: 'middle' });
      o +=
        speech(640, 60, 260, 170, '#ffffff', 'left') +
        word('?', { x: 770, y: 104, size: 80, color: C.red, weight: 2.4, anchor: 'middle' });
      o +=
        speech(1000, 170, 330, 190, C.navy700, 'right') +
        `<path d="M1090 265l26 26 52-52" stroke="${C.off}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="1190" y="240" width="90" height="14" rx="7" fill="${C.sky}"/><rect x="1190" y="272" width="60" height="14" rx="7" fill="${C.sky}" opacity="0.6"/>`;
      o += minibus({ x: 470, y: 830, s: 1.0, seats: 16, lights: false });
      return o;
    },
  },

  'blog-bristol-airport-guide': {
    title:
      'Guide to Bristol Airport transfers: a Bus4U minibus crossing a long cable-stayed bridge over the Severn estuary with a plane overhead',
    mode: 'morning',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1300, 200, 44],
        clouds: [
          [320, 130, 1],
          [900, 90, 0.8],
        ],
      });
      o += plane(420, 200, 0.75, { rot: -8, tail: C.navy700 });
      o += hills(w, 560, 101, 60, hz('#5f8a6a', 0.55));
      o += water(0, 550, w, 350, { sunX: 1300 });
      // bridge: towers with fanned cables, deck
      for (const tx of [520, 1140]) {
        let c = '';
        for (let i = 1; i <= 7; i++)
          c += `M${tx} ${300 + i * 8}L${tx - i * 60} 640M${tx} ${300 + i * 8}L${tx + i * 60} 640`;
        o += `<path d="${c}" stroke="${tc('#e9eef4')}" stroke-width="2.5"/>`;
        o += `<path d="M${tx - 14} 780L${tx - 6} 280H${tx + 6}L${tx + 14} 780Z" fill="${tc('#dfe5ec')}"/><path d="M${tx + 2} 780L${tx + 2} 280H${tx + 6}L${tx + 14} 780Z" fill="${tc('#b6c0cb')}"/>`;
      }
      let piers = '';
      for (let x = 60; x < w; x += 180) piers += `M${x} 660V900`;
      o += `<path d="${piers}" stroke="${tc('#c4ccd6')}" stroke-width="22"/>`;
      o += `<rect y="640" width="${w}" height="34" fill="${tc('#e3e8ee')}"/><rect y="674" width="${w}" height="10" fill="${tc('#9aa5b3')}"/>`;
      let rail = `M0 622H${w}`;
      for (let x = 0; x < w; x += 24) rail += `M${x} 622V640`;
      o += minibus({ x: 580, y: 640, s: 0.78, seats: 16 });
      o += `<path d="${rail}" stroke="${tc('#8b97a6')}" stroke-width="3" opacity="0.8"/>`;
      return o;
    },
  },

  'blog-minibus-hiring-guide': {
    title: 'Minibus hiring guide: a checklist on a clipboard, a calendar and a white Bus4U minibus',
    mode: 'day',
    draw(w, h) {
      let o = `<rect width="${w}" height="${h}" fill="${lin('gbg', [
        [0, C.off],
        [1, '#dbe7f3'],
      ])}"/>`;
      o += `<circle cx="400" cy="380" r="300" fill="#ffffff" opacity="0.7"/><circle cx="1300" cy="700" r="260" fill="${C.sky}" opacity="0.15"/>`;
      // clipboard
      o += `<g transform="translate(200 80) rotate(-5)"><rect x="10" y="16" width="400" height="540" rx="28" fill="${C.navy}" opacity="0.14"/><rect width="400" height="540" rx="28" fill="${C.navy700}"/><rect x="24" y="40" width="352" height="476" rx="14" fill="#ffffff"/><rect x="130" y="-20" width="140" height="50" rx="16" fill="${C.slate500}"/>`;
      for (let i = 0; i < 5; i++) {
        const y = 100 + i * 84;
        const done = i < 3;
        o += `<rect x="60" y="${y - 22}" width="44" height="44" rx="10" fill="${done ? C.green : '#ffffff'}" stroke="${done ? C.green : C.slate300}" stroke-width="4"/>`;
        if (done)
          o += `<path d="M70 ${y}l10 10 16-18" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
        o += `<rect x="126" y="${y - 8}" width="${[200, 160, 220, 180, 140][i]}" height="16" rx="8" fill="${done ? C.slate300 : C.navy700}"/>`;
      }
      o += `</g>`;
      // calendar
      o += `<g transform="translate(1080 90) rotate(4)"><rect x="8" y="14" width="320" height="300" rx="26" fill="${C.navy}" opacity="0.12"/><rect width="320" height="300" rx="26" fill="#ffffff"/><path d="M0 26Q0 0 26 0H294Q320 0 320 26V80H0Z" fill="${C.red}"/><rect x="70" y="-18" width="14" height="44" rx="7" fill="${C.navy700}"/><rect x="236" y="-18" width="14" height="44" rx="7" fill="${C.navy700}"/>`;
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 6; c++)
          o += `<rect x="${26 + c * 48}" y="${104 + r * 46}" width="34" height="32" rx="8" fill="${r === 1 && c === 3 ? C.navy : '#e6ecf2'}"/>`;
      o += `</g>`;
      o += `<rect y="760" width="${w}" height="${h - 760}" fill="${lin('bofloor', [
        [0, '#cfdbe7'],
        [1, '#b4c4d4'],
      ])}"/>`;
      o += minibus({ x: 680, y: 840, s: 1.0, seats: 15, lights: false });
      return o;
    },
  },

  'blog-school-minibus-uses': {
    title:
      'School minibus trips: a Bus4U minibus outside a grand museum with columns and a dome, pupils with backpacks lining up for a day out',
    mode: 'day',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [200, 130, 40],
        clouds: [
          [700, 110, 1],
          [1400, 160, 0.9],
        ],
      });
      o += tree(120, 700, 1.5, 'round', 0.2) + tree(1500, 700, 1.6, 'round', 0.1);
      // museum: portico with columns, pediment and dome
      o += `<ellipse cx="800" cy="330" rx="130" ry="120" fill="${tc('#d9dee4')}"/><rect x="670" y="320" width="260" height="40" fill="${tc('#cfd5dc')}"/><path d="M790 210h20v-30h-20Z" fill="${tc('#cfd5dc')}"/>`;
      o += `<rect x="330" y="420" width="940" height="280" fill="${tc('#ece6da')}"/><path d="M500 430L800 330L1100 430Z" fill="${tc('#f4efe5')}" stroke="${tc('#d3cab8')}" stroke-width="6"/>`;
      let cols = '';
      for (let x = 520; x <= 1060; x += 60) cols += `M${x} 450h26v230h-26Z`;
      o += `<rect x="490" y="430" width="620" height="24" fill="${tc('#e0d8c8')}"/><path d="${cols}" fill="${tc('#faf7f0')}"/><path d="${cols}" fill="none" stroke="${tc('#d3cab8')}" stroke-width="2"/>`;
      o += `<path d="M470 680h660v20H470Z" fill="${tc('#d3cab8')}"/><rect x="340" y="470" width="120" height="180" fill="${tc('#dfd7c8')}"/><rect x="1140" y="470" width="120" height="180" fill="${tc('#dfd7c8')}"/>`;
      o += road(w, 770, h, { pave: 70 });
      const kids = [];
      const packs = [C.red, C.amber, '#3d8bd9', C.green, '#8e5bd9', C.red, C.amber];
      for (let i = 0; i < 7; i++)
        kids.push([
          1000 + i * 74,
          744,
          0.66,
          {
            top: [C.navy700, C.navy700, C.navy700, '#8da9c4', C.navy700, C.navy700, C.navy700][i],
            legs: '#3a4658',
            skin: skins[i % 5],
            hair: ['#3a2a20', '#d8b36a', '#7a4a2a'][i % 3],
            bag: packs[i],
          },
        ]);
      o += people(kids) + person(960, 744, 1, { top: C.amber, legs: C.navy, skin: skins[3] });
      o += minibus({ x: 140, y: 860, s: 1.0, seats: 16 });
      return o;
    },
  },

  'blog-caerau-ely-sponsorship': {
    title:
      'Community football: a Bus4U minibus parked beside a floodlit grassroots football pitch with players in red kits and a small stand',
    mode: 'dusk',
    draw(w, h) {
      let o = sky(w, h, {
        clouds: [
          [300, 140, 1.2, 0.5],
          [1200, 100, 1, 0.5],
        ],
      });
      o += hills(w, 520, 111, 60, hz('#2f4f5a', 0.3));
      o += blocks(
        [
          [0, 520, 120, 90, '#3a4f70'],
          [130, 520, 90, 60, '#3a4f70'],
          [1380, 520, 110, 80, '#3a4f70'],
          [1500, 520, 100, 110, '#3a4f70'],
        ],
        { seed: 9, litP: 0.6 },
      );
      // pitch in perspective
      o += `<path d="M260 520H1340L1600 820H0Z" fill="${tc('#3f9a55', 0.6)}"/>`;
      let stripes = '';
      for (let i = 0; i < 10; i += 2) {
        const t0 = i / 10;
        const t1 = (i + 1) / 10;
        const xt = (t) => [260 + t * 1080, t * 1600];
        stripes += `M${n(xt(t0)[0])} 520L${n(xt(t1)[0])} 520L${n(xt(t1)[1])} 820L${n(xt(t0)[1])} 820Z`;
      }
      o += `<path d="${stripes}" fill="#ffffff" opacity="0.06"/>`;
      o += `<path d="M300 540H1300L1520 800H80ZM800 540V800M690 640a110 40 0 0 0 220 0a110 40 0 0 0-220 0" stroke="#f7f4ee" stroke-width="4" fill="none" opacity="0.85"/>`;
      // goals
      o += `<path d="M250 650L220 560H340L330 650" stroke="#ffffff" stroke-width="6" fill="none"/><path d="M1350 650L1380 560H1260L1270 650" stroke="#ffffff" stroke-width="6" fill="none"/>`;
      o += floodlight(120, 640, 0.9) + floodlight(1480, 640, 0.9);
      // players
      const pl = [];
      const pos = [
        [520, 640],
        [640, 700],
        [760, 620],
        [900, 690],
        [1000, 630],
        [1120, 710],
        [700, 760],
      ];
      pos.forEach(([x, y], i) =>
        pl.push([
          x,
          y,
          0.62 + (y - 600) / 600,
          {
            top: i === 6 ? '#f2d24a' : i % 2 ? C.red : '#ffffff',
            legs: i % 2 ? '#ffffff' : C.navy,
            skin: skins[i % 5],
            hair: ['#3a2a20', '#d8b36a', '#7a4a2a'][i % 3],
          },
        ]),
      );
      o += people(pl);
      o += `<circle cx="820" cy="744" r="10" fill="#ffffff"/><path d="M814 740l6 4 6-4" stroke="${C.ink}" stroke-width="2" fill="none"/>`;
      // small stand + car park
      o += `<rect y="820" width="${w}" height="${h - 820}" fill="${tc('#4a5465', 1.2)}"/>`;
      o += minibus({ x: 760, y: 896, s: 0.95, seats: 16 });
      o += `<g transform="translate(90 900)"><path d="M0 0V-90L360 -110V0Z" fill="${tc(C.navy700)}"/><path d="M10 -20H350M10 -45H350M10 -70H350" stroke="${tc('#8da9c4')}" stroke-width="4"/><path d="M-10 -96L370 -118" stroke="${C.red}" stroke-width="10"/></g>`;
      o += sheen(w, h, C.navy, 0.3);
      return o;
    },
  },

  'minibus-hire-cardiff': {
    title:
      'Minibus hire in Cardiff: a white Bus4U minibus in the city centre beside the castle walls and clock tower, stadium masts on the skyline',
    mode: 'day',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [1420, 130, 40],
        clouds: [
          [260, 140, 1],
          [900, 90, 0.9],
        ],
      });
      o += stadium(960, 560, 1.0, hz('#9fb3c8', 0.35));
      o += blocks(
        [
          [1480, 560, 110, 210, '#a9b9cb'],
          [820, 560, 100, 150, '#b5c3d3'],
        ],
        { flat: hz('#9fb3c8', 0.3) },
      );
      o += castle(60, 680, 1.35);
      o += `<rect x="760" y="680" width="${w - 760}" height="8" fill="${tc('#8b9b87')}"/>`;
      o +=
        tree(860, 690, 1.2, 'round', 0.2) +
        tree(1000, 690, 1, 'round') +
        tree(1550, 690, 1.3, 'round', 0.3);
      o += road(w, 770, h, { pave: 80 });
      o += lamp(1380, 690, 1);
      o += minibus({ x: 560, y: 860, s: 1.05, seats: 16 });
      return o;
    },
  },

  'minibus-hire': {
    title:
      'Minibus hire across South Wales: a white Bus4U minibus on an open country road with rolling green hills',
    mode: 'morning',
    draw(w, h) {
      let o = sky(w, h, {
        sun: [300, 200, 46],
        clouds: [
          [800, 130, 1.2],
          [1400, 200, 0.9],
        ],
      });
      o +=
        hills(w, 520, 121, 200, hz('#6a8fa0', 0.45)) +
        hills(w, 600, 122, 150, hz('#3f8f57', 0.25)) +
        hills(w, 680, 123, 80, tc('#2f8a4c'));
      // dry stone wall + fields
      let wall = '';
      for (let x = 0; x < w; x += 18) wall += `M${x} 730h16v-14h-16Z`;
      o += `<path d="${wall}" fill="${tc('#a59d8a')}"/>`;
      o += road(w, 760, h, { pave: 20 });
      o += tree(180, 735, 1.1, 'round', 0.3) + tree(1440, 735, 1.3, 'round', 0.2);
      o += minibus({ x: 440, y: 860, s: 1.05, seats: 15 });
      return o;
    },
  },

  'mpv-cardiff': {
    title:
      'Executive MPV hire in Cardiff: the black Bus4U luxury MPV on the waterfront at night with the illuminated Millennium Centre and Pierhead',
    mode: 'night',
    draw(w, h) {
      let o = sky(w, h, { moon: [1460, 120], seed: 33 });
      o += millenniumCentre(180, 560, 1.05);
      o += pierhead(900, 560, 0.95);
      o += blocks(
        [
          [1160, 560, 90, 200, '#22395e'],
          [1260, 560, 70, 150, '#22395e'],
          [1340, 560, 120, 240, '#2a4470'],
        ],
        { seed: 12, litP: 0.5 },
      );
      o += `<rect y="556" width="${w}" height="12" fill="${tc('#3b4558')}"/>`;
      o += water(0, 568, w, 160);
      o += `<path d="M240 580v120M340 580v100M440 580v110M980 580v120M1000 580v90" stroke="#ffd58a" stroke-width="10" opacity="0.25" stroke-dasharray="14 10"/>`;
      o += railing(w, 740);
      o += road(w, 770, h, { pave: 30 });
      for (const x of [120, 800, 1480]) o += lamp(x, 742, 1);
      o += mpv({ x: 520, y: 860, s: 1.25 });
      o += sheen(w, h, '#020814', 0.4);
      return o;
    },
  },

  legal: {
    title:
      'Terms and privacy: calm abstract illustration of stacked documents with a navy shield and check mark',
    mode: 'day',
    draw(w, h) {
      let o = `<rect width="${w}" height="${h}" fill="${lin('legalbg', [
        [0, '#e9f0f7'],
        [1, C.off],
      ])}"/>`;
      o += `<circle cx="800" cy="450" r="360" fill="#ffffff" opacity="0.7"/><circle cx="800" cy="450" r="420" fill="none" stroke="${C.sky}" stroke-width="2" opacity="0.4"/>`;
      o += doc(470, 170, 380, 500, { rot: -8, accent: C.sky });
      o += doc(720, 190, 380, 500, { rot: 6, accent: C.navy700 });
      o +=
        `<circle cx="1050" cy="610" r="118" fill="${C.navy}" opacity="0.12"/>` +
        shield(1040, 600, 1.2, C.navy, C.off);
      o += `<path d="M560 760h140" stroke="${C.red}" stroke-width="10" stroke-linecap="round"/>`;
      return o;
    },
  },
});
