// The page: set up a game, play it (the server pushes every change over a websocket), and
// watch a finished game again. Each game's board is drawn by its own module,
// /static/games/<name>.js, which exports draw(root, table, state, ui).
//
// Addresses (after #): nothing — a new game; game=ID&token=T — play seat T's game (the token
// stays in the page: what follows # is never sent to a server); game=ID — watch it;
// replay=ID — a finished game step by step.

import { h } from "./dom.js";

const app = document.getElementById("app");
/** The keys that choose an action, in the order the actions are listed. */
const KEYS = "123456789abcdefghijklmnopqrstuvwxyz";
/** Games this browser started or joined, with the seats' links it knows. */
const LINKS = "burgundy.links";

let screen = null;

window.addEventListener("hashchange", route);
route();

function route() {
  if (screen) screen.stop();
  const params = new URLSearchParams(location.hash.slice(1));
  if (params.get("replay")) screen = replayScreen(params.get("replay"));
  else if (params.get("game")) screen = gameScreen(params.get("game"), params.get("token"));
  else screen = setupScreen();
}

function known() {
  try {
    return JSON.parse(localStorage.getItem(LINKS) || "{}");
  } catch {
    return {};
  }
}

function remember(id, entry) {
  const links = known();
  links[id] = {...(links[id] || {}), ...entry};
  localStorage.setItem(LINKS, JSON.stringify(links));
}

function link(id, token) {
  const base = `${location.origin}${location.pathname}#game=${encodeURIComponent(id)}`;
  return token ? `${base}&token=${encodeURIComponent(token)}` : base;
}

async function getJSON(url, options) {
  const response = await fetch(url, options);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || `${response.status} ${response.statusText}`);
  return body;
}

function alertBox() {
  return h("p", {class: "alert", role: "alert"});
}

// --- a new game -----------------------------------------------------------------------------

function setupScreen() {
  document.title = "burgundy: a new game";
  const root = h("section", {class: "setup", "aria-labelledby": "setup-title"},
    h("h2", {id: "setup-title"}, "A new game"), h("p", {}, "Loading…"));
  app.replaceChildren(root, yourGames());
  getJSON("/api/setup").then((setup) => setupForm(root, setup),
    (error) => root.append(h("p", {role: "alert"}, `The server did not answer: ${error.message}`)));
  return {stop() {}};
}

function setupForm(root, setup) {
  const alert = alertBox();
  const gameSelect = h("select", {id: "game", name: "game"},
    ...setup.games.map((g) => h("option", {value: g.name}, g.title)));
  const playersSelect = h("select", {id: "players", name: "players"});
  const seats = h("fieldset", {class: "seats"});
  const options = h("fieldset", {class: "options"});
  const seed = h("input", {id: "seed", name: "seed", type: "number", inputmode: "numeric",
                           placeholder: "random"});
  const game = () => setup.games.find((g) => g.name === gameSelect.value);

  function seatChoices() {
    const players = Number(playersSelect.value);
    const kept = [...seats.querySelectorAll("select")].map((select) => select.value);
    seats.replaceChildren(h("legend", {}, "Who plays each seat"));
    const bots = game().bots || setup.bots;
    for (let n = 0; n < players; n++) {
      const select = h("select", {id: `seat-${n}`, name: `seat-${n}`},
        h("option", {value: "person"}, "a person"),
        ...bots.map((bot) => h("option", {value: bot}, `the ${bot} bot${bot === "mcts" ? " (strong, slow)" : ""}`)));
      const choice = kept[n] || (n === 0 ? "person" : "greedy");
      select.value = choice === "person" || bots.includes(choice) ? choice : "greedy";
      seats.append(h("div", {class: "field"}, h("label", {for: `seat-${n}`}, `Seat ${n}`), select));
    }
  }

  function gameChoices() {
    const [fewest, most] = game().players;
    const players = Number(playersSelect.value) || fewest;
    playersSelect.replaceChildren(...Array.from({length: most - fewest + 1}, (_, i) =>
      h("option", {value: fewest + i}, `${fewest + i} players`)));
    playersSelect.value = String(Math.min(Math.max(players, fewest), most));
    options.replaceChildren(h("legend", {}, "Options"));
    for (const option of game().options) {
      if (option.type === "flag") {
        options.append(h("div", {class: "field check"},
          h("input", {type: "checkbox", id: `option-${option.name}`, "data-option": option.name}),
          h("label", {for: `option-${option.name}`}, option.label)));
      } else if (option.type === "choice") {
        options.append(h("div", {class: "field"},
          h("label", {for: `option-${option.name}`}, option.label),
          h("select", {id: `option-${option.name}`, "data-option": option.name},
            ...option.choices.map((choice) => h("option", {value: choice.value}, choice.label)))));
      } else if (option.type === "number") {
        options.append(h("div", {class: "field"},
          h("label", {for: `option-${option.name}`}, option.label),
          h("input", {type: "number", id: `option-${option.name}`, "data-option": option.name,
                      min: option.min, max: option.max, step: 1, inputmode: "numeric",
                      value: option.default ?? null, placeholder: option.default === null ? "none" : null})));
      } else if (option.type === "text") {
        options.append(h("div", {class: "field text"},
          h("label", {for: `option-${option.name}`}, option.label),
          h("textarea", {id: `option-${option.name}`, "data-option": option.name, rows: 3,
                         spellcheck: "false"})));
      } else {
        const group = h("fieldset", {class: "choices"}, h("legend", {}, option.label));
        for (const choice of option.choices) {
          const id = `option-${option.name}-${choice.value}`;
          group.append(h("div", {class: "field check"},
            h("input", {type: "checkbox", id, "data-option": option.name, value: choice.value}),
            h("label", {for: id}, choice.label)));
        }
        if (option.note) group.append(h("p", {class: "note"}, option.note));
        options.append(group);
      }
    }
    seatChoices();
  }

  async function start(event) {
    event.preventDefault();
    alert.textContent = "";
    const body = {game: gameSelect.value, players: Number(playersSelect.value), bots: {}, options: {}};
    seats.querySelectorAll("select").forEach((select, n) => {
      if (select.value !== "person") body.bots[String(n)] = select.value;
    });
    for (const input of options.querySelectorAll("[data-option]")) {
      const name = input.dataset.option;
      if (input.type === "number") {
        if (input.value !== "") body.options[name] = Number(input.value);
      } else if (input.type !== "checkbox") {
        if (input.value !== "") body.options[name] = input.value;
      } else if (input.value && input.value !== "on") {
        body.options[name] = body.options[name] || [];
        if (input.checked) body.options[name].push(input.value);
      } else {
        body.options[name] = input.checked;
      }
    }
    if (seed.value !== "") body.seed = Number(seed.value);
    try {
      const made = await getJSON("/api/games", {
        method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body),
      });
      const mine = Object.keys(made.seats).sort((a, b) => a - b)[0];
      remember(made.id, {title: game().title, seats: made.seats, mine: mine ?? null,
                         started: new Date().toISOString()});
      location.hash = mine === undefined ? `game=${made.id}` : `game=${made.id}&token=${made.seats[mine]}`;
    } catch (error) {
      alert.textContent = `The game was not started: ${error.message}`;
    }
  }

  gameSelect.addEventListener("change", gameChoices);
  playersSelect.addEventListener("change", seatChoices);
  const form = h("form", {class: "setup-form", onsubmit: start},
    h("div", {class: "field"}, h("label", {for: "game"}, "Game"), gameSelect),
    h("div", {class: "field"}, h("label", {for: "players"}, "Players"), playersSelect),
    seats, options,
    h("div", {class: "field"}, h("label", {for: "seed"}, "Seed (the same seed deals the same game)"), seed),
    alert,
    h("button", {type: "submit", id: "start", class: "primary"}, "Start the game"));
  root.replaceChildren(root.firstChild, form);
  gameChoices();
}

function yourGames() {
  const games = Object.entries(known()).sort((a, b) => (b[1].started || "").localeCompare(a[1].started || ""));
  if (!games.length) return "";
  return h("section", {class: "your-games", "aria-labelledby": "your-games-title"},
    h("h2", {id: "your-games-title"}, "Your games"),
    h("ul", {}, ...games.slice(0, 20).map(([id, entry]) => {
      const token = entry.mine === null || entry.mine === undefined ? null : entry.seats?.[entry.mine];
      return h("li", {},
        h("a", {href: link(id, token)}, `${entry.title || "A game"} started ${(entry.started || "").slice(0, 16).replace("T", " ")}`),
        " · ", h("a", {href: `#replay=${encodeURIComponent(id)}`}, "replay"));
    })));
}

// --- a game ---------------------------------------------------------------------------------

function gameScreen(id, token) {
  const seatLabel = (n) => (state && n === state.seat ? `Seat ${n} (you)` : `Seat ${n}`);
  /** What the page calls seat n: "Seat 1 (greedy bot)", "Seat 0 (you)". */
  const nameOf = (n) => state.seats[n].name + (n === state.seat ? " (you)" : "");
  const title = h("h2", {id: "game-title"}, "Connecting…");
  const status = h("p", {class: "status", role: "status", "aria-live": "polite"});
  const alert = alertBox();
  const board = h("div", {class: "board-root"});
  const prompt = h("p", {class: "prompt"});
  const filterNote = h("div", {class: "filter"});
  const actions = h("div", {class: "actions", role: "group", "aria-label": "Legal actions"});
  const undo = h("button", {type: "button", class: "undo", onclick: () => send({type: "undo"}),
                            "aria-keyshortcuts": "Backspace", disabled: true}, "Undo (Backspace)");
  const people = h("ul", {class: "people"});
  const links = h("div", {class: "links"});
  const logList = h("ol", {class: "log-entries"});
  const sheet = h("section", {class: "sheet", "aria-labelledby": "sheet-title", hidden: true});
  const controls = h("div", {class: "controls"}, undo,
    h("p", {class: "keys"}, "Keys: the key shown beside an action plays it; Escape shows every action; ",
      "Tab reaches the board's places."));
  const decision = h("section", {class: "decision", "aria-labelledby": "decision-title"},
    h("h3", {id: "decision-title"}, "Your decision"), prompt, filterNote, actions, controls);
  app.replaceChildren(h("section", {class: "game", "aria-labelledby": "game-title"},
    title, status, alert, sheet,
    h("div", {class: "layout"},
      decision, board,
      h("aside", {class: "side"},
        h("section", {class: "seats-panel", "aria-labelledby": "people-title"},
          h("h3", {id: "people-title"}, "Seats"), people, links),
        h("section", {class: "log", "aria-labelledby": "log-title"},
          h("h3", {id: "log-title"}, "What happened"), logList)))));

  let socket = null;
  let stopped = false;
  let retry = 0;
  let info = null;
  let module = null;
  let state = null;
  let log = [];
  let shown = null;
  let filter = null;
  let busy = false;
  let queue = Promise.resolve();

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/games/${encodeURIComponent(id)}`);
    socket.addEventListener("open", () => {
      retry = 0;
      socket.send(JSON.stringify({type: "join", token: token || null}));
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      queue = queue.then(() => receive(message)).catch((error) => {
        alert.textContent = `Something went wrong on this page: ${error.message}`;
      });
    });
    socket.addEventListener("close", (event) => {
      if (stopped) return;
      if (event.code === 4403 || event.code === 4404) return;  // told why already
      status.textContent = "The connection was lost: reconnecting…";
      retry = Math.min(retry + 1, 5);
      setTimeout(() => stopped || connect(), 500 * 2 ** retry);
    });
  }

  async function receive(message) {
    if (message.type === "table") {
      info = message;
      module = await import(`/static/games/${message.game}.js`);
      title.textContent = `${message.title}${message.seat === null ? " (watching)" : ` — you play seat ${message.seat}`}`;
      document.title = `burgundy: ${message.title}`;
      if (token) remember(id, {title: message.title, mine: message.seat, seats: {...(known()[id]?.seats || {}), [message.seat]: token},
                               started: known()[id]?.started || new Date().toISOString()});
    } else if (message.type === "state") {
      const yourTurnBegins = message.legal.length && !(state && state.legal.length);
      if (state === null || (yourTurnBegins && message.seat !== null)) shown = message.seat ?? message.to_act ?? 0;
      if (!state || state.version !== message.version) filter = null;
      state = message;
      busy = false;
      log.length = message.log.from;
      log.push(...message.log.entries);
      render();
    } else if (message.type === "error") {
      busy = false;
      alert.textContent = message.message;
      if (message.status === 403 || message.status === 404) {
        status.textContent = "";
        title.textContent = message.status === 404 ? "No such game" : "This link is not a seat of the game";
      } else if (state) {
        render();
      }
    }
  }

  function send(message) {
    if (busy || !state || !socket || socket.readyState !== WebSocket.OPEN) return;
    busy = true;
    alert.textContent = "";
    socket.send(JSON.stringify({...message, version: state.version}));
    for (const button of actions.querySelectorAll("button")) button.disabled = true;
    undo.disabled = true;
  }

  function act(entry) {
    send({type: "act", action: entry.id});
  }

  function placesOf() {
    const places = new Map();
    for (const entry of state.legal) {
      if (entry.place === null || entry.place === undefined) continue;
      if (!places.has(entry.place)) places.set(entry.place, []);
      places.get(entry.place).push(entry);
    }
    return places;
  }

  function pick(key, places) {
    const entries = places.get(key) || [];
    if (entries.length === 1) act(entries[0]);
    else if (entries.length > 1) {
      filter = key;
      renderDecision();
      actions.querySelector("button")?.focus();
    }
  }

  function render() {
    app.firstChild.dataset.version = state.version;
    const focused = document.activeElement;
    const focusPlace = focused?.dataset?.place;
    const inActions = actions.contains(focused);
    if (module && info) {
      module.draw(board, info.table, state, {shown, show: (n) => { shown = n; render(); }});
      wirePlaces();
    }
    renderStatus();
    renderDecision();
    renderPeople();
    renderLog();
    renderSheet();
    if (focusPlace) board.querySelector(`[data-place="${CSS.escape(focusPlace)}"].live`)?.focus();
    else if (inActions) actions.querySelector("button")?.focus();
  }

  function wirePlaces() {
    const places = placesOf();
    for (const element of board.querySelectorAll("[data-place]")) {
      const entries = places.get(element.dataset.place);
      if (!entries) continue;
      const what = entries.map((entry) => entry.text).join("; ");
      element.classList.add("live");
      element.setAttribute("role", "button");
      element.setAttribute("tabindex", "0");
      element.setAttribute("aria-label", `${element.getAttribute("aria-label")}. ${entries.length === 1 ? "Action" : `${entries.length} actions`}: ${what}`);
      element.addEventListener("click", () => pick(element.dataset.place, places));
      pointing(element, entries.flatMap((entry) => entry.marks || []));
      element.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          pick(element.dataset.place, places);
        }
      });
    }
  }

  /** While `element` is pointed at or focused, the board's places `keys` are highlighted
   * (an action's place and the fields of a route). */
  function pointing(element, keys) {
    if (!keys.length) return;
    const mark = (on) => {
      for (const key of keys) {
        board.querySelector(`[data-place="${CSS.escape(key)}"]`)?.classList.toggle("marked", on);
      }
    };
    for (const [event, on] of [["mouseenter", true], ["focus", true], ["mouseleave", false], ["blur", false]]) {
      element.addEventListener(event, () => mark(on));
    }
  }

  function renderStatus() {
    const toAct = state.to_act;
    if (state.over) status.textContent = `The game is over: ${verdict()}. The score sheet is below.`;
    else if (state.legal.length) status.textContent = `${capital(state.prompt)}.`;
    else if (state.seats[toAct].bot) status.textContent = `${nameOf(toAct)} is thinking…`;
    else status.textContent = `Waiting for ${nameOf(toAct)}.`;
  }

  /** Who won, in words: "Seat 1 (greedy bot) wins", "you win", "nobody wins". */
  function verdict() {
    const winners = state.winners;
    if (winners.length === 1 && winners[0] === state.seat) return "you win";
    const names = winners.map(nameOf).join(" and ");
    return winners.length === 0 ? "nobody wins" : winners.length === 1 ? `${names} wins` : `${names} share the win`;
  }

  function renderDecision() {
    const heading = decision.querySelector("h3");
    const watching = state.seat === null;
    undo.disabled = !state.undo || busy;
    controls.hidden = watching || state.over;  // no undo nor keys for a watcher, nor at the end
    if (!state.legal.length) {
      heading.textContent = state.over ? "The game is over" : watching ? "Watching" : "Waiting";
      prompt.textContent = state.over ? "" : watching ? "The seats' players decide; you watch."
        : "The actions appear here when you are to act.";
      actions.replaceChildren();
      filterNote.replaceChildren();
      return;
    }
    heading.textContent = "Your decision";
    prompt.textContent = `${capital(state.prompt)}:`;
    const listed = state.legal.filter((entry) => filter === null || entry.place === filter);
    filterNote.replaceChildren(...(filter === null ? [] : [
      `Only the actions at the place you chose. `,
      h("button", {type: "button", onclick: () => { filter = null; renderDecision(); }}, "Show every action (Escape)")]));
    const groups = [];
    for (const entry of listed) {
      if (!groups.length || groups[groups.length - 1].name !== entry.group) groups.push({name: entry.group, entries: []});
      groups[groups.length - 1].entries.push(entry);
    }
    let index = 0;
    actions.replaceChildren(...groups.map((group) => {
      const items = group.entries.map((entry) => {
        const key = KEYS[index++];
        const button = h("button", {
          type: "button", class: "action", "data-action": entry.id, "data-key": key || null,
          "aria-keyshortcuts": key || null, disabled: busy, onclick: () => act(entry),
        }, key ? h("kbd", {"aria-hidden": "true"}, key) : h("span", {class: "nokey"}), " ", entry.text);
        pointing(button, [...(entry.place ? [entry.place] : []), ...(entry.marks || [])]);
        return h("li", {}, button);
      });
      return h("div", {class: "group"}, group.name ? h("h4", {}, group.name) : "", h("ul", {}, ...items));
    }));
  }

  function renderPeople() {
    people.replaceChildren(...state.seats.map((seat) => h("li", {class: seat.seat === state.to_act ? "to-act" : ""},
      h("span", {class: seat.online || seat.bot ? "dot on" : "dot", "aria-hidden": "true"}),
      nameOf(seat.seat),
      seat.bot ? "" : ` — a person, ${seat.online ? "here" : "away"}`,
      ` · ${state.scores[seat.seat]} ${info?.unit || "points"}`)));
    const mine = known()[id];
    const others = Object.entries(mine?.seats || {}).filter(([n]) => Number(n) !== state.seat);
    links.replaceChildren(...(others.length ? [
      h("p", {}, "Send each person the link of their seat (it lets them play it; keep it secret):"),
      h("ul", {}, ...others.map(([n, seatToken]) => h("li", {},
        h("label", {for: `link-${n}`}, `Seat ${n}: `),
        h("input", {id: `link-${n}`, type: "text", readonly: true, value: link(id, seatToken)}))))] : []),
      h("p", {}, "Watchers' link (no seat): ", h("a", {href: link(id, null)}, "watch this game")));
  }

  function renderLog() {
    const rendered = logList.children.length;
    if (rendered > log.length || (rendered && Number(logList.lastChild?.dataset.n) !== rendered)) logList.replaceChildren();
    for (const entry of log.slice(logList.children.length)) {
      logList.append(h("li", {"data-n": entry.n},
        h("span", {class: "who"}, `${nameOf(entry.seat)}: `),
        entry.text,
        entry.events.length ? h("ul", {}, ...entry.events.map((line) => h("li", {}, line))) : ""));
    }
    if (!state.log.whole && !logList.querySelector(".earlier")) {
      logList.prepend(h("li", {class: "earlier"}, "The steps before the server was restarted were not kept."));
    }
    logList.parentElement.scrollTop = logList.parentElement.scrollHeight;
  }

  function renderSheet() {
    if (!state.sheet) {
      sheet.hidden = true;
      return;
    }
    sheet.hidden = false;
    sheet.replaceChildren(
      h("h3", {id: "sheet-title"}, "Score sheet"),
      scoreTable(state.sheet, state.seats.map((seat) => seatLabel(seat.seat)), info?.unit || "points"),
      h("p", {}, h("a", {href: `#replay=${encodeURIComponent(id)}`, class: "replay-link"}, "Watch the game again, step by step")));
  }

  function onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || !state) return;
    if (event.target.closest?.("input, select, textarea")) return;
    if (event.key === "Escape" && filter !== null) {
      filter = null;
      renderDecision();
      actions.querySelector("button")?.focus();
      return;
    }
    if (event.key === "Backspace") {
      event.preventDefault();
      if (state.undo) send({type: "undo"});
      return;
    }
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && actions.contains(document.activeElement)) {
      event.preventDefault();
      const buttons = [...actions.querySelectorAll("button")];
      const at = buttons.indexOf(document.activeElement);
      buttons[(at + (event.key === "ArrowDown" ? 1 : buttons.length - 1)) % buttons.length]?.focus();
      return;
    }
    const button = actions.querySelector(`button[data-key="${CSS.escape(event.key)}"]`);
    if (button && !button.disabled) {
      event.preventDefault();
      button.click();
    }
  }

  document.addEventListener("keydown", onKey);
  connect();
  return {
    stop() {
      stopped = true;
      document.removeEventListener("keydown", onKey);
      socket?.close();
    },
  };
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** The score sheet as a table, which scrolls sideways where a phone is too narrow for it. */
function scoreTable(rows, names, unit) {
  const total = rows[rows.length - 1][1];
  const best = Math.max(...total);
  return h("div", {class: "wide"}, h("table", {class: "score-sheet"},
    h("thead", {}, h("tr", {}, h("th", {scope: "col"}, `${capital(unit)} from`),
      ...names.map((name, n) => h("th", {scope: "col", class: total[n] === best ? "best" : ""}, name)))),
    h("tbody", {}, ...rows.map(([label, values], i) => h("tr", {class: i === rows.length - 1 ? "total" : ""},
      h("th", {scope: "row"}, label), ...values.map((value) => h("td", {}, value)))))));
}

// --- a finished game, step by step ----------------------------------------------------------

/** A button's arrow: drawn by any font, and not read out (the button's word says it). */
function arrow(text) {
  return h("span", {"aria-hidden": "true"}, text);
}

function replayScreen(id) {
  document.title = "burgundy: replay";
  const title = h("h2", {id: "replay-title"}, "Replay");
  const alert = alertBox();
  const slider = h("input", {type: "range", min: 0, max: 0, value: 0, id: "replay-step", "aria-label": "Step"});
  const where = h("p", {class: "replay-where", role: "status", "aria-live": "polite"});
  const events = h("ul", {class: "replay-events"});
  const board = h("div", {class: "board-root"});
  let data = null;
  let module = null;
  let n = 0;
  let shown = null;
  let asked = 0;

  const go = (to) => {
    if (!data) return;
    n = Math.max(0, Math.min(data.steps.length, to));
    show();
  };
  const controls = h("div", {class: "replay-controls", role: "group", "aria-label": "Steps"},
    h("button", {type: "button", onclick: () => go(0), "aria-keyshortcuts": "Home"}, arrow("◀◀"), " First"),
    h("button", {type: "button", onclick: () => go(n - 1), "aria-keyshortcuts": "ArrowLeft"}, arrow("◀"), " Back"),
    slider,
    h("button", {type: "button", onclick: () => go(n + 1), "aria-keyshortcuts": "ArrowRight"}, "Next ", arrow("▶")),
    h("button", {type: "button", onclick: () => go(data.steps.length), "aria-keyshortcuts": "End"}, "Last ", arrow("▶▶")));
  slider.addEventListener("input", () => go(Number(slider.value)));
  app.replaceChildren(h("section", {class: "replay", "aria-labelledby": "replay-title"},
    title, alert, controls, where, events, board,
    h("p", {}, h("a", {href: "#"}, "A new game"))));

  async function show() {
    const ask = ++asked;
    slider.value = String(n);
    const step = data.steps[n - 1];
    where.textContent = n === 0 ? `Before the first step (of ${data.steps.length}).`
      : `Step ${n} of ${data.steps.length}: ${data.seats[step.seat]}: ${step.text}`;
    events.replaceChildren(...(step ? step.events.map((line) => h("li", {}, line)) : []));
    try {
      const position = await getJSON(`/api/games/${encodeURIComponent(id)}/replay/${n}`);
      if (ask !== asked) return;
      const seat = step ? step.seat : 0;
      module.draw(board, data.table, {...position, seat: null, legal: []},
        {shown: shown ?? seat, show: (m) => { shown = m; show(); }});
    } catch (error) {
      alert.textContent = error.message;
    }
  }

  function onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest?.("input:not([type=range]), select")) return;
    const moves = {ArrowLeft: n - 1, ArrowRight: n + 1, Home: 0, End: data ? data.steps.length : 0};
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  }

  getJSON(`/api/games/${encodeURIComponent(id)}/replay`).then(async (body) => {
    data = body;
    module = await import(`/static/games/${body.game}.js`);
    title.textContent = `${module.title}: the game again`;
    slider.max = String(body.steps.length);
    show();
  }, (error) => { alert.textContent = error.message; });
  document.addEventListener("keydown", onKey);
  return {stop() { document.removeEventListener("keydown", onKey); }};
}
