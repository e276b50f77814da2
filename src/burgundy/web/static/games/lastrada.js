// La Strada's board: the hex fields by terrain, the targets with their stones, the road
// tiles and start fields in their seat's colour, and every seat's days, stones and tiles.
// Every field is a place ("field:q,r"): the page makes it clickable where an action lies
// (a start field, a route's target) and highlights a route's fields. The terrains' and the
// seats' colours are the style sheet's (classes "plain", "black", …).

import { h, s, hexPoints, place } from "../dom.js";

export const title = "La Strada";

const R = 22;
const SQRT3 = Math.sqrt(3);
const LETTERS = "ABCD";
const TARGET_SIZE = {city: 11, village: 9, hamlet: 8, farm: 7};

function seatName(state, n) {
  const name = state.seats?.[n]?.name || `Seat ${n}`;
  return `${name}${n === state.seat ? " (you)" : ""}`;
}

/** A seat's colour on the board: its first (with two players a seat has two). */
function colourOf(view, n) {
  return view.players[n].colours[0];
}

function at(cells) {
  return new Map(cells.map(([q, r, value]) => [`${q},${r}`, value]));
}

/** A seat's mark: its colour, its letter (for those who do not tell the colours apart). */
function seatMark(view, n, x, y, radius) {
  const colour = colourOf(view, n);
  return [
    s("circle", {cx: x, cy: y, r: radius, class: `stone ${colour}`}),
    s("text", {x, y: y + radius * 0.4, "font-size": radius * 1.15, class: `label ink ${colour}`,
               text: LETTERS[n]}),
  ];
}

function field(view, state, pieces, q, r, terrain) {
  const key = `${q},${r}`;
  const x = R * SQRT3 * (q + r / 2);
  const y = R * 1.5 * r;
  const parts = [s("polygon", {points: hexPoints(x, y, R - 0.5), class: `hex ${terrain}`})];
  const target = pieces.targets.get(key);
  const road = pieces.roads.get(key);
  const start = pieces.starts.get(key);
  let what = terrain;
  if (target) {
    const stones = pieces.stones.get(key) || [];
    parts.push(s("text", {x, y: y + TARGET_SIZE[target] / 3 - (stones.length ? 4 : 0),
                          "font-size": TARGET_SIZE[target], class: `label target-name ${target}`,
                          text: target}));
    stones.forEach((n, i) => parts.push(...seatMark(view, n, x + (i - (stones.length - 1) / 2) * 10,
                                                     y + 9, 4.5)));
    what = `${target}${stones.length ? `, stones of ${stones.map((n) => seatName(state, n)).join(", ")}` : ", no stone"}`;
  } else if (start !== undefined || road !== undefined) {
    const n = start ?? road;
    const colour = colourOf(view, n);
    parts.push(s("polygon", {points: hexPoints(x, y, R * 0.72),
                             class: `${start !== undefined ? "start" : "road"} ${colour}`}));
    parts.push(s("text", {x, y: y + 3.5, "font-size": 10, class: `label ink ${colour}`,
                          text: start !== undefined ? `⚑${LETTERS[n]}` : LETTERS[n]}));
    what = `${terrain}, ${start !== undefined ? "start field" : "road tile"} of ${seatName(state, n)}`;
  } else {
    parts.push(s("text", {x, y: y + 3, "font-size": 7, class: "label coords", text: key}));
  }
  return place(`field:${key}`, `Field (${q}, ${r}): ${what}`, ...parts);
}

function board(view, state) {
  const pieces = {
    targets: at(view.targets), roads: at(view.road_tiles), starts: at(view.start_fields),
    stones: at(view.stones),
  };
  const xs = view.fields.map(([q, r]) => R * SQRT3 * (q + r / 2));
  const ys = view.fields.map(([, r]) => R * 1.5 * r);
  const left = Math.min(...xs) - R;
  const top = Math.min(...ys) - R;
  const width = Math.max(...xs) + R - left;
  const height = Math.max(...ys) + R - top;
  return s("svg", {viewBox: `${left.toFixed(1)} ${top.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`,
                   class: "board strada", role: "group",
                   "aria-label": `The board ${view.board.name}: ${view.fields.length} fields`},
    ...view.fields.map(([q, r, terrain]) => field(view, state, pieces, q, r, terrain)));
}

function header(view, state) {
  const printed = view.board.printed_layout ? "" : " (an invented board, not the printed one)";
  const where = `Board ${view.board.name}${printed} · road tiles: ${view.curves === "gentle" ? "gentle curves only" : "any curves"}`;
  const doing = view.over ? "The game is over."
    : view.to_place.length ? `Set-up: ${seatName(state, view.to_act)} places a start field.`
      : `Turn ${view.turn}: ${seatName(state, view.to_act)} to act.`;
  return h("div", {class: "board-header"}, h("p", {}, h("strong", {}, doing)), h("p", {}, where));
}

function legend() {
  const items = [["plain", "plain"], ["forest", "forest"], ["hill", "hill"], ["target", "target space"]];
  return h("p", {class: "strada-legend", "aria-hidden": "true"},
    ...items.map(([terrain, text]) => h("span", {class: "swatch"}, h("span", {class: `chip ${terrain}`}), text)),
    h("span", {}, "⚑A start field · A road tile · A stone, in the seat's colour"));
}

function seatsTable(view, state) {
  const rows = view.players.map((p, n) => h("tr", {class: n === view.to_act ? "to-act" : ""},
    h("th", {scope: "row"}, h("span", {class: `seat-chip ${p.colours[0]}`}, LETTERS[n]), " ",
      seatName(state, n)),
    h("td", {}, state.scores?.[n] ?? ""),
    h("td", {}, p.colours.join(" and ")),
    h("td", {}, p.days), h("td", {}, p.stones),
    h("td", {}, `${p.tiles.plain ?? 0} · ${p.tiles.forest ?? 0} · ${p.tiles.hill ?? 0}`),
    h("td", {}, p.reached.length)));
  // The gold comes first: on a phone's width the columns after it may need a scroll.
  return h("div", {class: "wide"}, h("table", {class: "seats-table"},
    h("caption", {}, "Every seat"),
    h("thead", {}, h("tr", {}, ...["Seat", "Gold now", "Colours", "Days", "Stones",
      "Tiles (plain · forest · hill)", "Places reached"].map((name) => h("th", {scope: "col"}, name)))),
    h("tbody", {}, ...rows)));
}

/** Draws the board of `state` (a state message: view, seat, to_act, scores) into `root`. */
export function draw(root, table, state, ui) {
  const view = state.view;
  root.replaceChildren(
    header(view, state),
    h("div", {class: "boards strada-boards"}, board(view, state), legend(), seatsTable(view, state)));
}
