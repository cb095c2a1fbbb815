// The designer's table: draws what the server says and sends the clicks back. The engine, on
// the server, decides every rule: this page knows a position only as the server's picture
// (the library's SVG, each cell an element with data-cell) and the options it lists, each a
// legal move or part of a turn with the cells it goes from and to.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
const POLL_MS = 300;

let setup = null;          // /api/setup: games, agents, what this boardlab can do
let tableId = null;
let view = null;           // the last full view (with the picture and the options)
let selected = null;       // {cell} or {group}: whose destinations are marked
let choosing = null;       // the options of one click that must be told apart (a promotion)
let pollTimer = null;
let busy = false;          // an action is on its way: clicks are ignored until its answer

const $ = (id) => document.getElementById(id);

// --- talking to the server ---------------------------------------------------------------

async function api(method, path, body) {
  const init = {method, headers: {}};
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const type = response.headers.get("content-type") || "";
  const data = type.includes("application/json") ? await response.json() : await response.text();
  if (!response.ok) {
    const error = new Error(data && data.error ? data.error : String(data));
    error.data = data;
    throw error;
  }
  return data;
}

function tablePath(suffix) {
  return `/api/tables/${tableId}${suffix || ""}`;
}

function showMessage(text) {
  const box = $("message");
  box.textContent = text || "";
  box.hidden = !text;
}

// Runs an action on the table and draws its answer; the library's errors go to the message.
// The page's busy flag, shown on <body data-busy> for scripts that drive the page: a click made
// while it is set is ignored, so they wait for it to go.
function setBusy(value) {
  busy = value;
  document.body.toggleAttribute("data-busy", value);
}

async function act(suffix, body) {
  setBusy(true);
  try {
    const answer = await api("POST", tablePath(suffix), body === undefined ? {} : body);
    showMessage("");
    draw(answer);
    return answer;
  } catch (error) {
    showMessage(error.message);
    if (error.data && error.data.type === "unknown table") await newTable();
    return null;
  } finally {
    setBusy(false);
  }
}

async function newTable(game) {
  const answer = await api("POST", "/api/tables", game ? {game} : {});
  tableId = answer.id;
  sessionStorage.setItem("boardlab-table", tableId);
  view = null;
  draw(answer);
}

function schedulePoll() {
  clearTimeout(pollTimer);
  if (!view) return;
  const study = view.study && view.study.running;
  const agentToMove = !view.over && !view.paused && view.seats[view.side_to_move] !== "person";
  if (view.thinking || view.analysing || study || agentToMove) {
    pollTimer = setTimeout(poll, POLL_MS);
  }
}

async function poll() {
  try {
    draw(await api("GET", tablePath(`?since=${view.version}`)));
  } catch (error) {
    showMessage(error.message);
    if (error.data && error.data.type === "unknown table") await newTable();
  }
}

// --- drawing -------------------------------------------------------------------------------

function draw(answer) {
  // A poll's answer may come after a newer one (a click's): the newer stands.
  if (view && answer.version < view.version && !("id" in answer)) return;
  const full = "svg" in answer;
  const changed = full && (!view || view.version !== answer.version || !$("board").firstChild);
  const gameChanged = full && (!view || JSON.stringify(view.game) !== JSON.stringify(answer.game));
  view = full ? answer : Object.assign({}, view, answer);
  if (changed) {
    $("board").innerHTML = view.svg;
    selected = null;
    choosing = null;
    drawMoves();
    $("position-text").value = view.position;
  }
  if (gameChanged) loadRules();
  // For scripts that drive the page: which game and which version of its position it shows.
  document.body.dataset.game = view.game.name;
  document.body.dataset.version = view.version;
  syncGameSelect();
  drawStatus();
  drawSeats();
  drawReserveAndPass();
  autoSelect();
  markLegal();
  drawChoices();
  drawAnalysis();
  drawLastSearch();
  drawStudy();
  $("download-record").href = tablePath("/record");
  schedulePoll();
}

function drawStatus() {
  const status = $("status");
  status.textContent = view.status;
  status.className = view.over ? "over" : (view.thinking ? "thinking" : "");
  if (view.agent_error) {
    showMessage(`${view.agent_error.type}: ${view.agent_error.message}`);
  }
  $("undo").disabled = !view.can_undo;
  $("redo").disabled = !view.can_redo;
  $("stop").disabled = !(view.thinking || view.analysing);
  // An analysis of a position the agent is about to leave would be thrown away.
  $("analyse").disabled = !!view.thinking || view.over;
  const agentSeat = view.seats.some((seat) => seat !== "person");
  $("go").hidden = !(view.paused && agentSeat && !view.over);
}

function drawSeats() {
  for (const side of [0, 1]) {
    const input = $(`seat-${side}`);
    if (document.activeElement !== input) input.value = view.seats[side];
  }
}

function drawMoves() {
  const list = $("moves");
  list.textContent = "";
  for (const move of view.moves) {
    const item = document.createElement("li");
    item.textContent = move.text + (move.unfinished ? " …" : "");
    item.title = `player ${move.player}`;
    item.className = `player-${move.player}` + (move.unfinished ? " unfinished" : "");
    list.appendChild(item);
  }
  list.scrollTop = list.scrollHeight;
}

// --- the options: what a click may play ---------------------------------------------------

// Options that move a piece start at a cell; the others (drops, removals) are played on a cell
// alone, grouped by what they place or do.
function groupOf(option) {
  if (option.from || option.type === "pass") return null;
  return option.type === "drop" ? `drop:${option.symbol}` : option.type;
}

function personToMove() {
  return view && !view.over && view.seats[view.side_to_move] === "person" && !view.thinking;
}

function playable() {
  return personToMove() ? view.options : [];
}

function targets() {
  if (!selected) return [];
  return playable().filter((o) => selected.cell ? o.from === selected.cell
                                                 : groupOf(o) === selected.group);
}

// The one sensible thing to click first is chosen for the player: the piece that must go on
// with its turn, or the only kind of drop or removal when nothing moves.
function autoSelect() {
  if (selected || choosing) return;
  const options = playable();
  const moving = options.filter((o) => o.from);
  const froms = new Set(moving.map((o) => o.from));
  const groups = new Set(options.map(groupOf).filter((g) => g));
  if (view.mid_turn && froms.size === 1 && groups.size === 0) {
    selected = {cell: [...froms][0]};
  } else if (moving.length === 0 && groups.size === 1) {
    selected = {group: [...groups][0]};
  }
}

function cellElement(name) {
  return $("board").querySelector(`[data-cell="${CSS.escape(name)}"]`);
}

function centre(element) {
  const box = element.getBBox();
  return [box.x + box.width / 2, box.y + box.height / 2, Math.min(box.width, box.height)];
}

function overlay(name) {
  const svg = $("board").querySelector("svg");
  let layer = svg.querySelector(`g.${name}`);
  if (!layer) {
    layer = document.createElementNS(SVG_NS, "g");
    layer.setAttribute("class", name);
    svg.appendChild(layer);
  }
  layer.textContent = "";
  return layer;
}

function svgElement(tag, attributes, text) {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

function markLegal() {
  const board = $("board");
  if (!board.querySelector("svg")) return;
  for (const element of board.querySelectorAll("[data-legal], [data-selected], [data-movable]")) {
    element.removeAttribute("data-legal");
    element.removeAttribute("data-selected");
    element.removeAttribute("data-movable");
  }
  const dots = overlay("legal-marks");
  for (const option of playable()) {
    const from = option.from && cellElement(option.from);
    if (from) from.setAttribute("data-movable", "");
  }
  if (selected && selected.cell) {
    const element = cellElement(selected.cell);
    if (element) element.setAttribute("data-selected", "");
  }
  // Placing a piece (a drop, a removal) may open most of the board: its cells are marked
  // lightly, so that the position stays readable.
  const placing = !!(selected && selected.group);
  board.classList.toggle("placing", placing);
  const seen = new Set();
  for (const option of targets()) {
    const element = option.to && cellElement(option.to);
    if (!element || seen.has(option.to)) continue;
    seen.add(option.to);
    element.setAttribute("data-legal", "");
    const [x, y, size] = centre(element);
    dots.appendChild(svgElement("circle", {cx: x, cy: y, r: size * (placing ? 0.07 : 0.14),
                                           class: "legal-dot"}));
  }
  for (const button of $("reserve").querySelectorAll("button")) {
    button.classList.toggle("chosen", !!selected && selected.group === button.dataset.group);
  }
}

function drawReserveAndPass() {
  const options = playable();
  const groups = [...new Set(options.map(groupOf).filter((g) => g))];
  const reserve = $("reserve");
  reserve.textContent = "";
  const reserveCounts = view.reserve || {};
  for (const group of groups) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.group = group;
    if (group.startsWith("drop:")) {
      const symbol = group.slice(5);
      const glyph = (view.game.glyphs || {})[symbol] || symbol;
      const name = (view.game.kind_names || {})[symbol];
      const named = name && name.toLowerCase() !== symbol.toLowerCase() ? ` (${name})` : "";
      // A supply that never runs out (Drop.unlimited) has no count in the reserve.
      const count = reserveCounts[symbol];
      button.textContent = `drop ${glyph}${named}` + (count ? ` ×${count}` : "");
    } else {
      button.textContent = group === "remove" ? "remove a piece" : group;
    }
    button.addEventListener("click", () => {
      selected = {group};
      choosing = null;
      markLegal();
      drawChoices();
    });
    reserve.appendChild(button);
  }
  const pass = options.find((o) => o.type === "pass");
  $("pass").hidden = !pass;
  $("pass").textContent = view.mid_turn ? "stop here (end the turn)" : "pass";
}

function drawChoices() {
  const box = $("choices");
  box.textContent = "";
  box.hidden = !choosing;
  if (!choosing) return;
  const label = document.createElement("span");
  label.textContent = "choose: ";
  box.appendChild(label);
  for (const option of choosing) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.move = option.text;
    const glyph = option.promotion && (view.game.glyphs || {})[option.promotion];
    button.textContent = option.text + (glyph ? ` ${glyph}` : "") +
      (option.count ? ` (${option.count} piece${option.count > 1 ? "s" : ""})` : "");
    button.addEventListener("click", () => playMove(option.text));
    box.appendChild(button);
  }
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.textContent = "cancel";
  cancel.addEventListener("click", () => { choosing = null; drawChoices(); });
  box.appendChild(cancel);
}

async function playMove(text) {
  if (busy) return;
  choosing = null;
  selected = null;
  await act("/play", {move: text});
}

function clickCell(name) {
  if (busy || !personToMove()) return;
  const here = targets().filter((o) => o.to === name);
  if (here.length === 1) {
    playMove(here[0].text);
    return;
  }
  if (here.length > 1) {
    choosing = here;
    drawChoices();
    return;
  }
  choosing = null;
  const starts = playable().some((o) => o.from === name);
  selected = starts && !(selected && selected.cell === name) ? {cell: name} : null;
  autoSelect();
  markLegal();
  drawChoices();
}

// --- see: the agent's view of each move ----------------------------------------------------

function analysisLabel(entry) {
  if (entry.share !== undefined) return `${Math.round(entry.share * 100)}%`;
  if (entry.proven) return entry.proven;
  if (entry.score !== undefined) return String(entry.score);
  if (entry.value !== undefined) return entry.value.toFixed(2);
  return "";
}

function drawAnalysis() {
  const box = $("analysis");
  const analysis = view.analysis;
  const board = $("board").querySelector("svg");
  if (board) overlay("analysis-marks");
  box.textContent = "";
  if (view.analysing) {
    const progress = view.analysis_progress;
    box.textContent = "analysing…" + (progress ? ` ${progress.done} of ${progress.total} moves` : "");
    return;
  }
  if (!analysis) return;
  if (analysis.error) {
    box.textContent = `${analysis.error.type}: ${analysis.error.message}`;
    return;
  }
  const options = Object.fromEntries(view.options.map((o) => [o.text, o]));
  const texts = Object.keys(analysis.moves).filter((t) => options[t]);
  const mcts = analysis.family === "mcts" && texts.some((t) => "share" in analysis.moves[t]);
  const key = (t) => {
    const m = analysis.moves[t];
    return mcts ? m.share : (m.score !== undefined ? m.score : (m.value || 0) * 1e6);
  };
  texts.sort((a, b) => key(b) - key(a));
  // On the board: an arrow for each of the best moves, thicker the better, and a label on
  // each destination (the best move's, where several end on one cell).
  if (board) {
    const layer = overlay("analysis-marks");
    const labelled = new Set();
    texts.forEach((text, rank) => {
      const option = options[text];
      const to = option.to && cellElement(option.to);
      if (!to) return;
      const [x2, y2, size] = centre(to);
      const best = text === analysis.best;
      if (option.from && rank < 6) {
        const [x1, y1] = centre(cellElement(option.from));
        const share = mcts ? analysis.moves[text].share : (best ? 1 : 0.4);
        layer.appendChild(svgElement("line", {
          x1, y1, x2, y2, class: best ? "analysis-arrow best" : "analysis-arrow",
          "stroke-width": Math.max(1.5, size * 0.18 * Math.sqrt(share))}));
      }
      if (!labelled.has(option.to)) {
        labelled.add(option.to);
        layer.appendChild(svgElement("text", {
          x: x2, y: y2 + size * 0.36, class: best ? "analysis-label best" : "analysis-label",
          "font-size": size * 0.26, "text-anchor": "middle"}, analysisLabel(analysis.moves[text])));
      }
    });
  }
  const table = document.createElement("table");
  const head = mcts ? ["move", "visits", "share", "value"] : ["move", "score", "value"];
  table.innerHTML = "<thead><tr>" + head.map((h) => `<th>${h}</th>`).join("") + "</tr></thead>";
  const body = document.createElement("tbody");
  for (const text of texts) {
    const m = analysis.moves[text];
    const row = document.createElement("tr");
    if (text === analysis.best) row.className = "best";
    const cells = mcts
      ? [text, m.visits, `${(m.share * 100).toFixed(1)}%`, m.value.toFixed(3)]
      : [text, m.proven || (m.score !== undefined ? m.score : "-"),
         m.value !== undefined ? m.value.toFixed(3) : "-"];
    for (const value of cells) {
      const cell = document.createElement("td");
      cell.textContent = value;
      row.appendChild(cell);
    }
    body.appendChild(row);
  }
  table.appendChild(body);
  const caption = document.createElement("p");
  caption.className = "hint";
  caption.textContent = mcts
    ? `${analysis.agent}: each move's share of the search's visits and its value for the side to move (-1 to 1)`
    : `${analysis.agent}: each move's score for the side to move, from a search after it`;
  box.append(caption, table);
}

function drawLastSearch() {
  const search = view.last_search;
  const box = $("last-search");
  if (!search) {
    box.textContent = "";
    return;
  }
  const parts = [`the agent's last search: ${search.simulations || search.nodes} ` +
                 `${search.simulations ? "simulations" : "nodes"} in ${search.seconds.toFixed(2)} s`];
  if (search.value !== null && search.value !== undefined) parts.push(`value ${search.value.toFixed(2)}`);
  if (search.score !== undefined) parts.push(`score ${search.score} at depth ${search.depth}`);
  if (search.proven) parts.push(`proven ${search.proven}`);
  box.textContent = parts.join(", ");
}

// --- change the rules ----------------------------------------------------------------------

async function loadRules() {
  try {
    const rules = await api("GET", tablePath("/rules"));
    $("variant").value = rules.toml;
    // Version B starts as the rules of the game shown, and keeps its edits while the rules of
    // that game are changed and applied (to compare the new rules with the old, say).
    if (!$("variant-b").value || $("variant-b").dataset.game !== rules.name) {
      $("variant-b").value = rules.toml;
      $("variant-b").dataset.game = rules.name;
    }
    $("error").textContent = "";
    const prose = $("rules-text");
    prose.textContent = "";
    if (rules.rules_text) {
      // Sections apart by blank lines, each a heading line, then a sentence or rule a line.
      for (const section of rules.rules_text.trim().split(/\n\s*\n/)) {
        const [heading, ...lines] = section.split("\n");
        const h = document.createElement("h3");
        h.textContent = heading;
        prose.appendChild(h);
        for (const line of lines) {
          const p = document.createElement("p");
          p.textContent = line;
          prose.appendChild(p);
        }
      }
    } else {
      prose.textContent = "(this boardlab cannot write the rules in English yet: see the TOML under \"Change the rules\")";
    }
  } catch (error) {
    showMessage(error.message);
  }
}

function selectLine(textarea, line) {
  const lines = textarea.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  const end = start + (lines[line - 1] || "").length;
  textarea.focus();
  textarea.setSelectionRange(start, end);
  const lineHeight = textarea.scrollHeight / Math.max(1, lines.length);
  textarea.scrollTop = Math.max(0, (line - 4) * lineHeight);
}

function showRulesError(box, textarea, data, message) {
  box.textContent = "";
  const text = document.createElement("span");
  text.textContent = message;
  box.appendChild(text);
  if (data && data.line) {
    const link = document.createElement("button");
    link.type = "button";
    link.className = "link";
    link.textContent = ` (go to line ${data.line})`;
    link.addEventListener("click", () => selectLine(textarea, data.line));
    box.appendChild(link);
  }
}

async function applyRules() {
  const box = $("error");
  box.textContent = "";
  try {
    draw(await api("POST", tablePath("/rules"), {toml: $("variant").value}));
    showMessage("");
    box.textContent = "";
  } catch (error) {
    showRulesError(box, $("variant"), error.data, error.message);
  }
}

// --- compare -------------------------------------------------------------------------------

function fixed(value, digits) {
  return value === null || value === undefined || Number.isNaN(value) ? "-" : Number(value).toFixed(digits);
}

function interval(pair, digits) {
  return pair ? `${fixed(pair[0], digits)} to ${fixed(pair[1], digits)}` : "";
}

function drawStudy() {
  const study = view.study;
  const stop = $("stop-study");
  const bar = $("study-progress");
  const status = $("study-status");
  const result = $("study-result");
  stop.disabled = !(study && study.running);
  if (!study) {
    bar.hidden = true;
    status.textContent = "";
    return;
  }
  const what = study.kind === "balance" ? "balance check" : "comparison";
  if (study.running) {
    const progress = study.progress || {done: 0, total: study.kind === "compare" ? 2 * study.games : study.games};
    bar.hidden = false;
    bar.max = progress.total;
    bar.value = progress.done;
    status.textContent = `${what}: ${progress.done} of ${progress.total} games (${study.seconds || 0} s)`;
    return;
  }
  bar.hidden = true;
  if (study.stopped) {
    status.textContent = `${what} stopped`;
    return;
  }
  if (study.error) {
    status.textContent = `${what}: ${study.error.type}: ${study.error.message}`;
    return;
  }
  if (!study.result || result.dataset.shown === JSON.stringify(study.result)) return;
  result.dataset.shown = JSON.stringify(study.result);
  status.textContent = `${what} finished: ${study.agent}, ${study.games} games` +
                       (study.kind === "compare" ? " a version" : "");
  result.textContent = "";
  if (study.kind === "balance") drawBalance(result, study.result);
  else drawComparison(result, study.result);
}

function table(head, rows) {
  const element = document.createElement("table");
  const thead = element.createTHead().insertRow();
  for (const h of head) {
    const th = document.createElement("th");
    th.textContent = h;
    thead.appendChild(th);
  }
  const body = element.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const value of row) tr.insertCell().textContent = value;
  }
  return element;
}

const BALANCE_ROWS = [
  ["first_player", "first player's score", 3], ["balance", "balance", 3],
  ["completion", "completion", 3], ["drawishness", "draws", 3],
  ["decisiveness", "decisiveness", 3], ["duration", "length (plies)", 1],
  ["branching", "branching", 1], ["lead_changes", "lead changes a game", 2],
];

function drawBalance(box, metrics) {
  box.appendChild(table(["measure", "value", "95% interval"], BALANCE_ROWS.map(
    ([name, label, digits]) => [label, fixed(metrics[name], digits),
                                interval(metrics[name + "_interval"], digits)])));
}

function drawComparison(box, comparison) {
  const rows = comparison.measures.map((m) => {
    const digits = m.name.startsWith("duration") ? 1 : 3;
    const withInterval = (value, pair) => fixed(value, digits) + (pair ? `\n${interval(pair, digits)}` : "");
    return [m.label, withInterval(m.a, m.a_interval), withInterval(m.b, m.b_interval),
            withInterval(m.difference, m.difference_interval)];
  });
  const caption = document.createElement("p");
  caption.className = "hint";
  caption.textContent = `A: ${comparison.game_a}; B: ${comparison.game_b}; ${comparison.agent}` +
    (comparison.agent === comparison.opponent ? " against itself" : ` against ${comparison.opponent}`) +
    `, ${comparison.games} games each, paired seeds; intervals ${Math.round(comparison.confidence * 100)}%`;
  box.append(caption, table(["measure", "A", "B", "B - A"], rows), comparisonPlot(comparison));
}

// A small plot of the shares (0 to 1): A and B with their intervals, one line each.
function comparisonPlot(comparison) {
  const shares = comparison.measures.filter((m) => ["first_player", "drawishness", "decisiveness"].includes(m.name));
  const width = 360, left = 130, right = 16, rowHeight = 34, top = 18;
  const height = top + rowHeight * shares.length + 18;
  const x = (v) => left + (width - left - right) * Math.min(1, Math.max(0, v));
  const svg = svgElement("svg", {width, height, viewBox: `0 0 ${width} ${height}`, id: "compare-plot",
                                 role: "img", "aria-label": "the shares of A and B with their intervals"});
  for (const tick of [0, 0.5, 1]) {
    svg.appendChild(svgElement("line", {x1: x(tick), x2: x(tick), y1: top - 6, y2: height - 16, class: "axis"}));
    svg.appendChild(svgElement("text", {x: x(tick), y: height - 4, "text-anchor": "middle", class: "tick"}, String(tick)));
  }
  shares.forEach((m, i) => {
    const y = top + i * rowHeight + rowHeight / 2;
    svg.appendChild(svgElement("text", {x: 4, y: y + 4, class: "tick"}, m.label));
    [["a", -6], ["b", 6]].forEach(([version, offset]) => {
      const value = m[version];
      const pair = m[version + "_interval"];
      if (value === null) return;
      if (pair) svg.appendChild(svgElement("line", {x1: x(pair[0]), x2: x(pair[1]), y1: y + offset, y2: y + offset, class: `bar ${version}`}));
      svg.appendChild(svgElement("circle", {cx: x(value), cy: y + offset, r: 4, class: `point ${version}`}));
    });
  });
  [["a", "A", 70], ["b", "B", 30]].forEach(([version, label, from]) => {
    svg.appendChild(svgElement("circle", {cx: width - right - from, cy: 8, r: 4, class: `point ${version}`}));
    svg.appendChild(svgElement("text", {x: width - right - from + 7, y: 12, class: "legend"}, label));
  });
  return svg;
}

// --- wiring --------------------------------------------------------------------------------

function readFile(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function wire() {
  $("board").addEventListener("click", (event) => {
    const cell = event.target.closest("[data-cell]");
    if (cell) clickCell(cell.getAttribute("data-cell"));
  });
  $("new-game").addEventListener("click", () => act("/new"));
  $("game-select").addEventListener("change", (event) => act("/new", {game: event.target.value}));
  $("undo").addEventListener("click", () => act("/undo"));
  $("redo").addEventListener("click", () => act("/redo"));
  $("stop").addEventListener("click", () => act("/stop"));
  $("go").addEventListener("click", () => act("/go"));
  $("swap").addEventListener("click", () => act("/swap"));
  $("flip").addEventListener("click", () => $("board").classList.toggle("flipped"));
  $("pass").addEventListener("click", () => {
    const pass = playable().find((o) => o.type === "pass");
    if (pass) playMove(pass.text);
  });
  for (const side of [0, 1]) {
    $(`seat-${side}`).addEventListener("change", () =>
      act("/seats", {seats: [$("seat-0").value, $("seat-1").value]}));
  }
  $("play-text").addEventListener("click", () => playMove($("move-text").value.trim()));
  $("move-text").addEventListener("keydown", (event) => {
    if (event.key === "Enter") playMove($("move-text").value.trim());
  });
  $("analyse").addEventListener("click", () => act("/analyse", {agent: $("analysis-agent").value.trim()}));
  $("clear-analysis").addEventListener("click", () => {
    view.analysis = null;
    drawAnalysis();
  });
  $("apply-variant").addEventListener("click", applyRules);
  $("reset-variant").addEventListener("click", loadRules);
  $("copy-to-b").addEventListener("click", () => { $("variant-b").value = $("variant").value; });
  const studyBody = () => ({agent: $("study-agent").value.trim(), games: Number($("study-games").value)});
  $("run-balance").addEventListener("click", () => {
    $("study-result").textContent = "";
    $("study-result").dataset.shown = "";
    act("/balance", studyBody());
  });
  $("run-compare").addEventListener("click", async () => {
    $("study-result").textContent = "";
    $("study-result").dataset.shown = "";
    $("error-b").textContent = "";
    try {
      draw(await api("POST", tablePath("/compare"), {toml: $("variant-b").value, ...studyBody()}));
      showMessage("");
    } catch (error) {
      showRulesError($("error-b"), $("variant-b"), error.data, error.message);
      $("variant-b").closest("details").open = true;
    }
  });
  $("stop-study").addEventListener("click", () => act("/stop-study"));
  $("record-file").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    if (!file) return;
    if (file.size > setup.max_body_bytes / 2) {
      showMessage(`the record ${file.name} has ${file.size} bytes, more than this page takes`);
      return;
    }
    await act("/record", {text: await readFile(file)});
    event.target.value = "";
  });
  $("copy-position").addEventListener("click", async () => {
    $("position-text").select();
    try {
      await navigator.clipboard.writeText($("position-text").value);
    } catch (error) {
      document.execCommand("copy");
    }
  });
  $("set-position").addEventListener("click", () => act("/position", {text: $("position-input").value}));
}

function fillChoices() {
  const select = $("game-select");
  for (const name of Object.keys(setup.games)) {
    const option = document.createElement("option");
    option.value = name;
    option.textContent = name.replaceAll("_", " ");
    select.appendChild(option);
  }
  const list = $("seat-choices");
  for (const text of ["person", ...setup.python_agents, ...setup.presets]) {
    const option = document.createElement("option");
    option.value = text;
    list.appendChild(option);
  }
  if (!setup.features.records) {
    $("keep").querySelector("a").removeAttribute("href");
    $("keep").insertAdjacentHTML("beforeend", "<p class=\"hint\">(game records are not available in this boardlab)</p>");
  }
  if (!setup.features.compare) $("run-compare").disabled = true;
}

// Keeps the game select on the table's game (a variant's name is not among them).
function syncGameSelect() {
  const select = $("game-select");
  const name = view && view.game.builtin;
  let other = select.querySelector("option[data-other]");
  if (name) {
    select.value = name;
    if (other) other.remove();
    return;
  }
  if (!other) {
    other = document.createElement("option");
    other.dataset.other = "";
    select.insertBefore(other, select.firstChild);
  }
  other.value = "";
  other.textContent = `${view.game.name} (variant)`;
  select.value = "";
}

async function start() {
  wire();
  try {
    setup = await api("GET", "/api/setup");
    fillChoices();
    const kept = sessionStorage.getItem("boardlab-table");
    if (kept) {
      try {
        tableId = kept;
        draw(await api("GET", tablePath()));
      } catch (error) {
        await newTable();
      }
    } else {
      await newTable();
    }
  } catch (error) {
    showMessage(error.message);
  }
}

document.addEventListener("DOMContentLoaded", start);
