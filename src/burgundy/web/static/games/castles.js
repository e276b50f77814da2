// The Castles of Burgundy's board: the main board (depots, the black depot), the shown
// seat's estate, storage and warehouse, and what the expansions put on the table.
// draw() marks the places actions can lie (data-place); the page makes them clickable.

import { h, s, hexPoints, place } from "../dom.js";

export const title = "The Castles of Burgundy";

const FILL = {
  dark_green: "#2f6f3e", grey: "#8d8f93", yellow: "#e2bd3b", blue: "#3b78c4",
  light_green: "#8cc35a", beige: "#d9bb86", any: "#b9a6d9",
};
const INK = {
  dark_green: "#fff", grey: "#fff", yellow: "#222", blue: "#fff", light_green: "#222",
  beige: "#222", any: "#222",
};
const SPACE_KIND = {
  dark_green: "castle", grey: "mine", yellow: "knowledge", blue: "ship",
  light_green: "animal", beige: "building",
};
const TILE_COLOUR = {
  castle: "dark_green", mine: "grey", ship: "blue", animal: "light_green",
  building: "beige", knowledge: "yellow",
};
const GOODS = ["", "#b03a2e", "#7d3c98", "#2874a6", "#148f77", "#ca6f1e", "#566573"];
const ROWS = [4, 5, 6, 7, 6, 5, 4];
const SQRT3 = Math.sqrt(3);

/** What to call seat n: "Seat 2 (you)". */
function seatName(state, n) {
  return `Seat ${n}${n === state.seat ? " (you)" : ""}`;
}

function count(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function colourOf(id) {
  return TILE_COLOUR[id.split(":")[0]] || "any";
}

function nameOf(table, id) {
  return table.names[id] || id;
}

/** At most two short lines that fit in a hex; the full name is in its label. */
function shortLines(table, id, small) {
  const [kind, detail, count] = id.split(":");
  if (kind === "animal") return [count, detail === "sheep" ? "sheep" : `${detail}s`];
  if (kind === "knowledge") return [`K${detail}`];
  const words = nameOf(table, id).replace(/^.*?: /, "").split(/\s+/);
  const lines = words.length > 1 ? [words[0], words.slice(1).join(" ")] : words;
  const most = small ? 8 : 9;
  return lines.map((line) => (line.length > most ? `${line.slice(0, most - 1)}…` : line));
}

/** A hex holding a tile (or empty, in its space's colour). */
function hexTile(table, x, y, r, colour, id, marks = []) {
  const filled = id !== null && id !== undefined;
  const fill = FILL[filled ? colourOf(id) : colour] || FILL.any;
  const parts = [
    s("polygon", {
      points: hexPoints(x, y, r), fill, "fill-opacity": filled ? 1 : 0.35,
      class: filled ? "hex tile" : "hex empty",
    }),
  ];
  if (filled) {
    const lines = shortLines(table, id, r < 26);
    const size = r >= 26 ? 9 : 8;
    lines.forEach((line, i) => {
      const dy = (i - (lines.length - 1) / 2) * (size + 1) + size / 3;
      parts.push(s("text", {x, y: y + dy, "font-size": size, fill: INK[colourOf(id)] || "#222",
                              class: "label", text: line}));
    });
  }
  return [...parts, ...marks];
}

function header(view, state) {
  if (view.over) return h("p", {class: "board-header"}, h("strong", {}, "The game is over."));
  const order = view.turn_order.map((n, i) =>
    i === view.turn ? h("strong", {}, seatName(state, n)) : seatName(state, n));
  const coming = view.round_goods.length ? view.round_goods.join(", ") : "none";
  return h("div", {class: "board-header"},
    h("p", {}, `Phase ${view.phase}, round ${view.round} · white die ${view.white_die} · ` +
      `goods still to come this phase: ${coming}`),
    h("p", {}, "Turn order: ", ...order.flatMap((part, i) => (i ? [" → ", part] : [part]))));
}

function goodsSquare(x, y, type, size = 14) {
  return [
    s("rect", {x: x - size / 2, y: y - size / 2, width: size, height: size, rx: 3,
               fill: GOODS[type], class: "goods"}),
    s("text", {x, y: y + size / 4 + 1, "font-size": size * 0.6, fill: "#fff", class: "label", text: type}),
  ];
}

function depot(table, view, players, number, x, y) {
  const slots = table.depots[String(number)].map(([colour, least], slot) => ({colour, least, slot}))
    .filter((slot) => slot.least <= players);
  const r = 22;
  const width = SQRT3 * r + 2;
  const left = x + 12 - ((slots.length - 1) * width) / 2;
  const parts = [
    s("rect", {x: x - 92, y: y - 30, width: 184, height: 82, rx: 6, class: "depot-area"}),
    s("circle", {cx: x - 74, cy: y, r: 12, class: "die-face"}),
    s("text", {x: x - 74, y: y + 5, "font-size": 14, class: "label die-number", text: number}),
  ];
  for (const {colour, slot} of slots) {
    const id = view.depot_slots[number - 1][slot];
    const label = `Depot ${number}, slot ${slot + 1}: ${id ? nameOf(table, id) : `empty (${SPACE_KIND[colour]})`}`;
    parts.push(place(`depot:${number}:${slot}`, label,
      ...hexTile(table, left + slot * width, y, r, colour, id)));
  }
  const goods = view.depot_goods_[number - 1];
  const goodsLabel = `Depot ${number}'s goods: ${goods.length ? goods.join(", ") : "none"}`;
  const squares = goods.flatMap((type, i) => goodsSquare(x + 12 + (i - (goods.length - 1) / 2) * 18, y + 37, type));
  parts.push(place(`depot:${number}:goods`, goodsLabel,
    s("rect", {x: x - 40, y: y + 28, width: 104, height: 18, class: "goods-space"}), ...squares));
  return s("g", {class: "depot"}, ...parts);
}

/** The depots in rows of `columns` (3, or 2 on a narrow screen), the black depot below. */
function mainBoard(table, view, players, columns) {
  const parts = [];
  for (let number = 1; number <= 6; number++) {
    const col = (number - 1) % columns;
    const row = Math.floor((number - 1) / columns);
    parts.push(depot(table, view, players, number, 98 + col * 192, 36 + row * 92));
  }
  const r = 22;
  const width = SQRT3 * r + 2;
  const top = 30 + (6 / columns) * 92;
  const right = columns * 192;
  parts.push(s("rect", {x: 6, y: top - 28, width: right - 10, height: 56, rx: 6, class: "black-depot-area"}),
    s("text", {x: 14, y: top + 4, "font-size": 13, class: "label left black-depot-label", text: "Black"}),
    s("text", {x: 14, y: top + 18, "font-size": 13, class: "label left black-depot-label", text: "depot"}));
  view.black_depot.forEach((id, slot) => {
    parts.push(place(`depot:0:${slot}`, `Black depot, slot ${slot + 1}: ${nameOf(table, id)}`,
      ...hexTile(table, 80 + slot * width, top, r, "any", id)));
  });
  return s("svg", {viewBox: `0 0 ${right + 4} ${top + 32}`, class: "board main-board", role: "group",
                   "aria-label": "The main board: depots 1 to 6 and the black depot"}, ...parts);
}

function estate(table, view, n) {
  const player = view.players[n];
  const map = table.estates[String(player.estate_map)];
  const r = 30;
  const parts = [];
  let space = 0;
  ROWS.forEach((width, row) => {
    const q0 = Math.max(-3, -3 - (row - 3));
    for (let col = 0; col < width; col++, space++) {
      const q = q0 + col;
      const rr = row - 3;
      const x = r * SQRT3 * (q + rr / 2);
      const y = r * 1.5 * rr;
      const colour = map.colours[space];
      const id = player.spaces[space];
      const die = map.dice[space];
      const label = `Space ${space}, ${SPACE_KIND[colour]} space, die ${die}: ` +
        (id ? nameOf(table, id) : "empty");
      parts.push(place(`space:${space}`, label,
        ...hexTile(table, x, y, r - 1, colour, id, [
          s("text", {x, y: y - 15, "font-size": 9, class: "label die-mark", text: die}),
          s("text", {x, y: y + 22, "font-size": 7, class: "label space-number", text: `#${space}`}),
        ])));
    }
  });
  return s("svg", {viewBox: "-190 -165 380 330", class: "board estate", role: "group",
                   "aria-label": `Seat ${n}'s estate (map ${player.estate_map})`}, ...parts);
}

function storageAndGoods(table, view, n) {
  const player = view.players[n];
  const parts = [s("text", {x: 6, y: 14, "font-size": 13, class: "label left", text: "Storage"})];
  for (let i = 0; i < 3; i++) {
    const id = player.storage[i];
    parts.push(place(`storage:${i}`, `Storage ${i + 1}: ${id ? nameOf(table, id) : "empty"}`,
      ...hexTile(table, 32 + i * 52, 48, 26, "any", id)));
  }
  parts.push(s("text", {x: 6, y: 100, "font-size": 13, class: "label left", text: "Warehouse"}));
  for (let type = 1; type <= 6; type++) {
    const count = player.goods_counts[type] || 0;
    const sold = player.sold_counts[type] || 0;
    const x = 30 + ((type - 1) % 3) * 54;
    const y = 124 + Math.floor((type - 1) / 3) * 58;
    parts.push(place(`goods:${type}`, `Goods type ${type}: ${count} in the warehouse, ${sold} sold`,
      ...goodsSquare(x, y, type, 24),
      s("text", {x, y: y + 27, "font-size": 11, class: "label", text: `×${count}`}),
      s("text", {x, y: y + 38, "font-size": 9, class: "label sold", text: `sold ${sold}`})));
  }
  return s("svg", {viewBox: "0 0 170 230", class: "board storage", role: "group",
                   "aria-label": `Seat ${n}'s storage and warehouse`}, ...parts);
}

function dice(player) {
  return player.dice.map((die, i) =>
    h("span", {class: player.used[i] ? "die used" : "die", title: player.used[i] ? "used" : "to use"}, die));
}

function seatsTable(view, state) {
  const rows = view.players.map((p, n) => h("tr", {class: n === state.to_act ? "to-act" : ""},
    h("th", {scope: "row"}, seatName(state, n)),
    h("td", {}, p.points), h("td", {}, p.silverlings), h("td", {}, p.workers),
    h("td", {}, dice(p)), h("td", {}, p.bonus_tiles.length)));
  return h("div", {class: "wide"}, h("table", {class: "seats-table"},
    h("caption", {}, "Every seat"),
    h("thead", {}, h("tr", {}, ...["Seat", "Points", "Silverlings", "Workers", "Dice", "Bonus tiles"]
      .map((name) => h("th", {scope: "col"}, name)))),
    h("tbody", {}, ...rows)));
}

/** A zone's key in words, as the terminal names it: `display shield 3` lies on depot 3,
 * `display inn` beside the board, `supply inn` is a face-down pile. */
function zoneTitle(key) {
  const [where, kind, depot] = key.split(" ");
  if (where === "supply") return `${kind} pile`;
  if (where === "display" && depot !== undefined) return `${kind}s on depot ${depot}`;
  if (where === "display") return `${kind}s beside the board`;
  return key;
}

function zones(table, view) {
  const items = [];
  for (const [name, ids] of view.zones_seen || []) {
    const shown = name.startsWith("supply ")
      ? `${ids.length} face down`
      : ids.map((id) => nameOf(table, id)).join(", ") || "none";
    items.push(h("li", {}, `${zoneTitle(name)}: ${shown}`));
  }
  view.players.forEach((p, n) => {
    for (const [row, ids] of p.rows || []) {
      items.push(h("li", {}, `Seat ${n}'s ${row}: ${ids.map((id) => nameOf(table, id)).join(", ")}`));
    }
  });
  return items.length ? h("ul", {class: "zones", "aria-label": "Expansion pieces"}, ...items) : null;
}

/** Draws the board of `state` (a state message: view, seat, to_act) into `root`.
 * ui.shown is the seat whose estate is shown; ui.show(n) shows another. */
export function draw(root, table, state, ui) {
  const view = state.view;
  const n = ui.shown;
  const player = view.players[n];
  const tabs = h("div", {class: "tabs", role: "group", "aria-label": "Whose estate to show"},
    ...view.players.map((_, seat) => h("button", {
      type: "button", "aria-pressed": seat === n ? "true" : "false",
      onclick: () => ui.show(seat),
    }, seat === state.seat ? "Your estate" : `Seat ${seat}'s estate`)));
  root.replaceChildren(
    header(view, state),
    h("div", {class: "boards"},
      h("div", {class: "main"},
        mainBoard(table, view, view.players.length, root.clientWidth < 560 ? 2 : 3), zones(table, view)),
      h("div", {class: "own"},
        tabs,
        h("p", {class: "player-line"},
          h("strong", {}, seatName(state, n)),
          `: ${count(player.points, "point")} · ${count(player.silverlings, "silverling")} · ` +
          `${count(player.workers, "worker")} · dice `,
          ...dice(player), ` · estate map ${player.estate_map}`),
        h("div", {class: "estate-and-storage"}, estate(table, view, n), storageAndGoods(table, view, n))),
      seatsTable(view, state)));
}
