// Catan's island: the land hexes by terrain with their numbers, the sea with its harbours,
// settlements, cities and roads in their seat's colour (the table's colours, as the engine
// names them), the robber; above it the rules in play, an open offer and the seat's own hand
// and development cards, below it what every seat shows (cards held, knights, points).
// Places: a land hex ("hex:q,r", where the robber goes), an intersection ("node:n", a
// settlement or a city), a path ("path:n", a road). The hexes are flat-topped, at axial
// (q, r); the table gives each intersection's three hexes and each path's two ends.

import { h, s, place } from "../dom.js";

export const title = "Catan";

const R = 30;
/** An empty intersection's radius, and the width of an empty path's band. */
const NODE_RADIUS = 6;
const PATH_WIDTH = 9;
const SQRT3 = Math.sqrt(3);
const LETTERS = "ABCD";
const RESOURCES = ["brick", "grain", "lumber", "ore", "wool"];
const PRODUCES = {hills: "brick", fields: "grain", forest: "lumber", mountains: "ore", pasture: "wool"};

/** The frame of sea hexes around the land: ring 3. */
const SEA = [];
for (let q = -3; q <= 3; q++) {
  for (let r = -3; r <= 3; r++) {
    if (Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) === 3) SEA.push([q, r]);
  }
}

function centre([q, r]) {
  return [R * 1.5 * q, R * SQRT3 * (r + q / 2)];
}

function mean(points) {
  return [points.reduce((t, p) => t + p[0], 0) / points.length,
          points.reduce((t, p) => t + p[1], 0) / points.length];
}

/** The corners of a flat-topped hexagon centred on (x, y). */
function flatHex(x, y, r) {
  return Array.from({length: 6}, (_, i) => {
    const angle = (Math.PI / 3) * i;
    return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
}

function seatName(state, n) {
  const name = state.seats?.[n]?.name || `Seat ${n}`;
  return `${name}${n === state.seat ? " (you)" : ""}`;
}

function pips(number) {
  return 6 - Math.abs(7 - number);
}

function landHex(view, state, q, r, terrain, number) {
  const [x, y] = centre([q, r]);
  const robber = view.robber[0] === q && view.robber[1] === r;
  const parts = [s("polygon", {points: flatHex(x, y, R - 0.8), class: `hex t-${terrain}`})];
  if (number !== undefined) {
    const hot = number === 6 || number === 8;
    parts.push(s("circle", {cx: x, cy: y, r: 9.5, class: "token"}),
      s("text", {x, y: y + 3, "font-size": 10, class: `label number${hot ? " hot" : ""}`, text: number}),
      s("text", {x, y: y + 8.5, "font-size": 5, class: `label number${hot ? " hot" : ""}`,
                 text: "•".repeat(pips(number))}));
  }
  if (robber) parts.push(s("circle", {cx: x - 13, cy: y - 8, r: 5.5, class: "robber"}));
  const what = `${terrain}${number !== undefined ? ` ${number}` : ""}${robber ? ", the robber" : ""}`;
  return place(`hex:${q},${r}`, `Hex (${q}, ${r}): ${what}`, ...parts);
}

function harbour(view, table, n) {
  const spot = table.harbours[n];
  const [x, y] = centre(spot.at);
  const kind = view.board.harbours[n];
  const rate = view.figures.rates[kind === "generic" ? "generic" : "special"];
  const ends = spot.ends.map((i) => mean(table.intersections[i].map(centre)));
  return s("g", {class: "harbour"},
    s("title", {text: `Harbour: ${rate}:1${kind === "generic" ? "" : ` ${kind}`}`}),
    ...ends.map(([ex, ey]) => s("line", {x1: x, y1: y, x2: ex, y2: ey, class: "pier"})),
    s("circle", {cx: x, cy: y, r: 11, class: `port${kind === "generic" ? "" : ` r-${kind}`}`}),
    s("text", {x, y: y + (kind === "generic" ? 3 : -1), "font-size": 8, class: "label", text: `${rate}:1`}),
    kind === "generic" ? null : s("text", {x, y: y + 7, "font-size": 5.5, class: "label", text: kind}));
}

function road(state, table, spots, n, owner) {
  const [a, b] = table.paths[n].map((i) => spots[i]);
  if (owner !== undefined) {
    return place(`path:${n}`, `Path ${n}: a road of ${seatName(state, owner)}`,
      s("line", {x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: `piece road ${table.colours[owner]}`}));
  }
  return place(`path:${n}`, `Path ${n}: I${table.paths[n][0]}-I${table.paths[n][1]}`,
    s("polygon", {points: strip(a, b), class: "spot path"}));
}

/** A band along the path from a to b, short of its ends (their intersections stay
 * clickable) and wide enough to hit with a finger. */
function strip([ax, ay], [bx, by]) {
  const length = Math.hypot(bx - ax, by - ay);
  const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
  const [nx, ny] = [-uy * PATH_WIDTH / 2, ux * PATH_WIDTH / 2];
  const [sx, sy] = [ax + ux * NODE_RADIUS, ay + uy * NODE_RADIUS];
  const [ex, ey] = [bx - ux * NODE_RADIUS, by - uy * NODE_RADIUS];
  return [[sx + nx, sy + ny], [ex + nx, ey + ny], [ex - nx, ey - ny], [sx - nx, sy - ny]]
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
}

function node(state, table, spots, n, building) {
  const [x, y] = spots[n];
  if (!building) {
    return place(`node:${n}`, `Intersection ${n}: empty`, s("circle", {cx: x, cy: y, r: NODE_RADIUS, class: "spot node"}));
  }
  const [owner, kind] = building;
  const shape = kind === "city"
    ? s("rect", {x: x - 7, y: y - 7, width: 14, height: 14, rx: 2, class: `piece city ${table.colours[owner]}`})
    : s("circle", {cx: x, cy: y, r: 5.5, class: `piece settlement ${table.colours[owner]}`});
  return place(`node:${n}`, `Intersection ${n}: a ${kind} of ${seatName(state, owner)}`, shape,
    s("text", {x, y: y + 3, "font-size": kind === "city" ? 9 : 7, class: `label ink ${table.colours[owner]}`,
               text: LETTERS[owner]}));
}

function island(view, table, state) {
  const spots = table.intersections.map((hexes) => mean(hexes.map(centre)));
  const numbers = new Map(view.board.numbers.map(([q, r, n]) => [`${q},${r}`, n]));
  const buildings = new Map(view.buildings.map(([i, owner, kind]) => [i, [owner, kind]]));
  const roads = new Map(view.roads.map(([p, owner]) => [p, owner]));
  const width = R * 5.5;
  const height = R * SQRT3 * 3.5;
  return s("svg", {viewBox: `${-width} ${-height} ${2 * width} ${2 * height}`, class: "board catan", role: "group",
                   "aria-label": `The island, board ${view.board.name}: 19 land hexes, 9 harbours`},
    ...SEA.map((hex) => s("polygon", {points: flatHex(...centre(hex), R + 0.5), class: "sea"})),
    ...table.harbours.map((_, n) => harbour(view, table, n)),
    ...view.board.terrain.map(([q, r, terrain]) => landHex(view, state, q, r, terrain, numbers.get(`${q},${r}`))),
    ...table.paths.map((_, n) => road(state, table, spots, n, roads.get(n))),
    ...table.intersections.map((_, n) => node(state, table, spots, n, buildings.get(n))));
}

function header(view, state) {
  const dice = view.dice ? `Dice: ${view.dice[0]} + ${view.dice[1]} = ${view.dice[0] + view.dice[1]}` : "Not rolled yet";
  // Whose turn it is: the active seat, also while another answers its offer or discards.
  const doing = view.over ? "The game is over."
    : view.to_place.length ? `Set-up: ${seatName(state, view.to_act)} places.`
      : `Turn ${view.turn}: ${view.active === state.seat ? "your turn" : `${seatName(state, view.active)}'s turn`}.`;
  const bank = RESOURCES.map((r) => `${view.bank[r]} ${r}`).join(", ");
  return h("div", {class: "board-header"}, h("p", {}, h("strong", {}, doing), " ", dice),
    h("p", {}, `Bank: ${bank}; ${view.deck} development cards in the deck.`),
    h("p", {class: "rules"}, rules(view)), h("p", {class: "costs"}, costs(view)));
}

/** What building, a card and the bank cost (house rules may change them). */
function costs(view) {
  const {costs, rates} = view.figures;
  const cards = (cost) => RESOURCES.filter((r) => cost[r]).map((r) => `${cost[r]} ${r}`).join(" + ") || "nothing";
  const things = [["road", "road"], ["settlement", "settlement"], ["city", "city"], ["card", "development card"]];
  return `Costs: ${things.map(([thing, name]) => `${name} ${cards(costs[thing])}`).join(" · ")}` +
    ` · the bank trades ${rates.bank}:1.`;
}

/** The rules this game is played by, where a table may choose them. */
function rules(view) {
  const options = view.options;
  const offers = options.max_offers_per_turn;
  return [
    `${view.figures.win} points win`,
    offers === 0 ? "no trade between players"
      : `offers to other players: ${view.offers} of ${offers} made this turn, at most ${options.trade_offer_list_max} cards a side`,
    options.combined_trade_build ? "trade and build in any order" : "trade before building",
    options.turn_limit === null ? null : `the game ends without a winner after turn ${options.turn_limit}`,
  ].filter(Boolean).join(" · ") + ".";
}

function yourCards(view, state) {
  if (state.seat === null || state.seat === undefined) return null;
  const me = view.players[state.seat];
  const held = me.held.length ? me.held.map((card) => card.replace(/_/g, " ")).join(", ") : "none";
  return h("div", {class: "hand", "aria-label": "Your hand"},
    h("h3", {}, "Your hand"),
    h("ul", {class: "cards"}, ...RESOURCES.map((r) => h("li", {class: `card r-${r}`},
      h("span", {class: "count"}, String(me.hand[r])), ` ${r}`))),
    h("p", {}, `Development cards: ${held}${me.bought ? ` (${me.bought} bought this turn)` : ""}`));
}

function offer(view, state) {
  const open = view.pending.find((frame) => frame.kind === "Offer");
  if (!open) return null;
  const list = (cards) => cards.length ? cards.join(" + ") : "nothing";
  return h("p", {class: "offer"}, `${seatName(state, open.seat)} offers ${list(open.give)} for ${list(open.get)}`,
    open.accepted.length ? `; accepted by ${open.accepted.map((n) => seatName(state, n)).join(", ")}` : "",
    open.waiting.length ? `; waiting for ${open.waiting.map((n) => seatName(state, n)).join(", ")}` : "");
}

function seatsTable(view, table, state) {
  const awards = (n) => [view.longest_road === n ? "Longest Road" : "", view.largest_army === n ? "Largest Army" : ""]
    .filter(Boolean).join(", ");
  const rows = view.players.map((p, n) => h("tr", {class: n === view.to_act ? "to-act" : ""},
    h("th", {scope: "row"}, h("span", {class: `seat-chip ${table.colours[n]}`}, LETTERS[n]), " ", seatName(state, n)),
    h("td", {}, state.scores?.[n] ?? p.points),
    h("td", {}, p.hand_size), h("td", {}, p.cards),
    h("td", {}, p.played.filter((card) => card === "knight").length),
    h("td", {}, p.road_length), h("td", {}, awards(n))));
  // The points come first: on a phone's width the columns after them may need a scroll.
  return h("div", {class: "wide"}, h("table", {class: "seats-table"},
    h("caption", {}, "Every seat"),
    h("thead", {}, h("tr", {}, ...["Seat", "Points", "Cards in hand", "Development cards", "Knights",
      "Longest road", "Awards"].map((name) => h("th", {scope: "col"}, name)))),
    h("tbody", {}, ...rows)));
}

function legend() {
  return h("p", {class: "catan-legend", "aria-hidden": "true"},
    ...Object.entries(PRODUCES).map(([terrain, resource]) =>
      h("span", {}, h("span", {class: `chip t-${terrain}`}), `${terrain} (${resource})`)),
    h("span", {}, h("span", {class: "chip t-desert"}), "desert"),
    h("span", {}, "● settlement · ■ city · the dark disc: the robber"));
}

/** Draws the island of `state` (a state message: view, seat, to_act, scores) into `root`. */
export function draw(root, table, state, ui) {
  const view = state.view;
  root.replaceChildren(
    header(view, state),
    h("div", {class: "boards catan-boards"}, offer(view, state), yourCards(view, state),
      island(view, table, state), legend(), seatsTable(view, table, state)));
}
