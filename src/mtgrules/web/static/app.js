// The mtgrules workbench page: a board builder, card tiles, the layer-by-layer explanation and
// games, over the JSON API under /api. Plain JavaScript, no build step, nothing from the network
// but this server.
"use strict";

// -- small helpers ------------------------------------------------------------------------------

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));

/** An element with attributes (`class`, `data-*`, event handlers `onclick`) and children (nodes
 * or text; text is never parsed as HTML). */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replace a node's children, leaving out null, undefined and false. */
function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

// -- state ----------------------------------------------------------------------------------------

const state = {
  lang: localStorage.getItem("mtgrules.lang") || "en",
  mode: "board",
  meta: null, // GET /api/workbench: layers, examples, decks, agents
  scenario: emptyScenario(),
  board: null, // POST /api/explain?views=true for the scenario
  game: null, // GET /api/games/{id}
  selected: null, // the id of the object explained
  results: null, // the cards found by the search box
  resultsQuery: null, // what was searched for them
  highlight: 0, // the index of the highlighted result (Enter adds it)
  adding: Promise.resolve(), // the cards Enter adds once their searches answer, in order
  choosing: null, // the entry just added that chooses as it enters: its id and the choice's kind
  manualMana: false, // in games, tap mana sources by hand before casting
  explainSerial: 0,
};
let I18N = { en: {}, ja: {} };

function emptyScenario() {
  return { header: [], players: ["A", "B"], life: {}, battlefield: [], zones: {}, actions: [], rest: {} };
}

// -- interface language ---------------------------------------------------------------------------

/** An interface string in the current language. */
function t(key) {
  return (I18N[state.lang] && I18N[state.lang][key]) || I18N.en[key] || key;
}

function fromTable(table, key) {
  const strings = I18N[table] || {};
  return (strings[state.lang] && strings[state.lang][key]) || (strings.en && strings.en[key]) || key;
}

function applyLanguage() {
  document.documentElement.lang = state.lang;
  for (const node of $$("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of $$("[data-i18n-placeholder]")) node.placeholder = t(node.dataset.i18nPlaceholder);
  for (const node of $$("[data-i18n-aria]")) node.setAttribute("aria-label", t(node.dataset.i18nAria));
  document.title = t("title");
  renderBuilder();
  renderAll();
}

// -- the API --------------------------------------------------------------------------------------

/** A refusal from the API: its detail, and the line or the rule it names when it does. */
class ApiError extends Error {
  constructor(message, data = {}) {
    super(message);
    this.line = data.line || null;
    this.rule = data.rule || null;
  }
}

async function api(method, path, body, contentType = "application/json") {
  const busy = $("#busy");
  busy.hidden = false;
  try {
    const options = { method, headers: {} };
    if (body !== undefined) {
      options.headers["content-type"] = contentType;
      options.body = contentType === "application/json" ? JSON.stringify(body) : body;
    }
    const response = await fetch(path, options);
    const data = await response.json().catch(() => ({}));
    // A refusal the tables word in Japanese is shown so in Japanese (the English otherwise).
    const detail = (state.lang === "ja" && data.detail_ja) || data.detail;
    if (!response.ok) throw new ApiError(detail || `${response.status} ${response.statusText}`, data);
    return data;
  } finally {
    busy.hidden = true;
  }
}

function showError(error) {
  const box = $("#error");
  if (!error) {
    delete $("#yaml-text").dataset.errorLine;
    box.hidden = true;
    box.textContent = "";
    return;
  }
  box.hidden = false;
  fill(box, el("strong", {}, `${t("error")}: `), linkRules(error.message || String(error)),
    error.rule ? el("span", { class: "why" }, " ", el("button", {
      class: "why-button", "data-rule": error.rule, "aria-label": `${t("why")} ${t("rule")} ${error.rule}`,
      onclick: () => openRule(error.rule),
    }, `${t("why")} ${error.rule}`)) : null);
}

// -- rule numbers as links ------------------------------------------------------------------------

const RULE_IN_TEXT = /\b(CR|rules?|ルール)(\s+)(\d{3}(?:\.\d+[a-z]?)?)/g;

/** Text with every "CR 613.8b" / "rule 305.6" turned into a link to the rule's text. */
function linkRules(text) {
  const fragment = document.createDocumentFragment();
  let last = 0;
  for (const match of String(text).matchAll(RULE_IN_TEXT)) {
    const start = match.index + match[1].length + match[2].length;
    fragment.append(String(text).slice(last, start), ruleLink(match[3]));
    last = start + match[3].length;
  }
  fragment.append(String(text).slice(last));
  return fragment;
}

function ruleLink(number) {
  return el("a", {
    class: "rule-link",
    href: `/api/rules/${number}`,
    "data-rule": number,
    text: number,
    onclick: (event) => {
      event.preventDefault();
      openRule(number);
    },
  });
}

async function openRule(number) {
  const dialog = $("#rule-dialog");
  try {
    const rule = await api("GET", `/api/rules/${encodeURIComponent(number)}`);
    const body = $("#rule-body");
    fill(body, 
      el("h3", {}, `${t("rule")} ${rule.number}`),
      ...rule.text.split("\n\n").map((paragraph) => el("p", {}, linkRules(paragraph))),
      ...rule.examples.map((example) => el("p", { class: "example" }, el("em", {}, `${t("example")}: `), linkRules(example))),
      rule.parent ? el("p", { class: "rule-nav" }, `${t("parent_rule")}: `, ruleLink(rule.parent)) : null,
      rule.children.length
        ? el("p", { class: "rule-nav" }, `${t("subrules")}: `, ...rule.children.flatMap((n) => [ruleLink(n), " "]))
        : null,
      el("p", { class: "hint" }, `${t("comprehensive_rules")}, ${rule.effective}`),
      rule.ja
        ? el("section", { class: "rule-ja", lang: "ja" },
            el("h4", {}, t("japanese_text")),
            ...rule.ja.text.split("\n\n").map((paragraph) => el("p", {}, paragraph)),
            rule.ja.other_edition
              ? el("p", { class: "hint" }, `${t("other_edition")} ${rule.ja.seed_number}`)
              : null)
        : el("p", { class: "hint rule-ja-missing" }, rule.ja_missing),
    );
    if (!dialog.open) dialog.showModal();
  } catch (error) {
    showError(error);
  }
}

// -- the scenario as YAML -------------------------------------------------------------------------

const PLAIN = /^[A-Za-z_][A-Za-z0-9 _.'-]*$/;
const RESERVED = /^(true|false|null|yes|no|on|off|y|n)$/i;

function yamlScalar(value) {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = String(value);
  if (PLAIN.test(text) && !RESERVED.test(text) && !text.endsWith(" ")) return text;
  return JSON.stringify(text); // a double-quoted JSON string is a YAML string
}

/** A value in YAML flow style: `{card: Forest, id: forest}`. */
function yamlFlow(value) {
  if (Array.isArray(value)) return `[${value.map(yamlFlow).join(", ")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value).map(([k, v]) => `${yamlScalar(k)}: ${yamlFlow(v)}`).join(", ")}}`;
  }
  return yamlScalar(value);
}

function scenarioYaml(scenario) {
  const lines = scenario.header.map((line) => (line === null ? "" : `# ${line}`.trimEnd()));
  lines.push(`players: ${yamlFlow(scenario.players)}`);
  if (Object.keys(scenario.life).length) lines.push(`life: ${yamlFlow(scenario.life)}`);
  lines.push(scenario.battlefield.length ? "battlefield:" : "battlefield: []");
  for (const entry of scenario.battlefield) lines.push(`  - ${yamlFlow(entry)}`);
  for (const [zone, byPlayer] of Object.entries(scenario.zones)) {
    lines.push(`${zone}:`);
    for (const [player, cards] of Object.entries(byPlayer)) lines.push(`  ${yamlScalar(player)}: ${yamlFlow(cards)}`);
  }
  if (scenario.actions.length) {
    lines.push("actions:");
    for (const action of scenario.actions) lines.push(`  - ${yamlFlow(action)}`);
  }
  for (const [key, value] of Object.entries(scenario.rest)) lines.push(`${key}: ${yamlFlow(value)}`);
  return lines.join("\n") + "\n";
}

/** The builder's model of a scenario read by /api/scenario/read (and its comment header). */
function scenarioFromData(data, text) {
  // The comment lines before the first key, and the blank lines among them: regenerated, the
  // YAML keeps its line numbers there.
  const header = [];
  for (const line of text.split("\n")) {
    if (line.trim() && !line.startsWith("#")) break;
    header.push(line.trim() ? line.replace(/^#\s?/, "") : null);
  }
  const scenario = emptyScenario();
  scenario.header = header;
  scenario.players = Array.isArray(data.players) ? data.players.map(String) : ["A", "B"];
  scenario.life = data.life || {};
  scenario.battlefield = Array.isArray(data.battlefield) ? data.battlefield : [];
  scenario.actions = Array.isArray(data.actions) ? data.actions : [];
  for (const zone of ZONES) {
    if (data[zone] && typeof data[zone] === "object") {
      scenario.zones[zone] = Object.fromEntries(Object.entries(data[zone]).map(([player, cards]) => [player, Array.isArray(cards) ? cards : [cards]]));
    }
  }
  for (const key of ["variants", "cards", "description", "expect"]) {
    if (data[key] !== undefined) scenario.rest[key] = data[key];
  }
  return scenario;
}

/** Import a scenario: read it for the builder and explain it as written, so that every error
 * names the line of the text given (the textarea then shows that text, the line selected). */
async function loadScenarioText(text) {
  let scenario;
  try {
    scenario = scenarioFromData(await api("POST", "/api/scenario/read", text, "application/yaml"), text);
  } catch (error) {
    showImportError(error, text);
    return;
  }
  state.scenario = scenario;
  state.selected = null;
  const serial = ++state.explainSerial;
  try {
    state.board = await api("POST", "/api/explain?views=true", text, "application/yaml");
    showError(null);
    renderBuilder();
  } catch (error) {
    if (serial !== state.explainSerial) return;
    renderBuilder();
    showImportError(error, text);
  }
  renderAll();
}

function showImportError(error, text) {
  showError(error);
  const area = $("#yaml-text");
  area.value = text;
  $("#yaml-details").open = true;
  if (error.line) selectLine(area, error.line);
}

/** Select a line (1-based) of a textarea and scroll to it. */
function selectLine(area, line) {
  const lines = area.value.split("\n");
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  const end = start + (lines[line - 1] || "").length;
  area.focus();
  area.setSelectionRange(start, end);
  area.dataset.errorLine = String(line);
  const height = area.scrollHeight / Math.max(lines.length, 1);
  area.scrollTop = Math.max(0, (line - 3) * height);
}

// -- the board builder ----------------------------------------------------------------------------

function slug(name) {
  const base = String(name).split(",")[0].toLowerCase().normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return base || "card";
}

function usedIds() {
  const ids = new Set(state.scenario.players);
  for (const entry of state.scenario.battlefield) if (entry.id) ids.add(entry.id);
  for (const byPlayer of Object.values(state.scenario.zones)) {
    for (const cards of Object.values(byPlayer)) for (const item of cards) if (item && item.id) ids.add(item.id);
  }
  if (state.board) for (const object of state.board.objects) ids.add(object.id);
  return ids;
}

function newId(name) {
  const ids = usedIds();
  const base = slug(name);
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Add a card onto the battlefield for a player. A card that chooses something as it enters
 * (CR 614.12: Conspiracy's creature type) opens its entry at the choice, which is asked for. */
function addEntry(cardName, player, chooses = null) {
  const id = newId(cardName);
  state.scenario.battlefield.push({ card: cardName, id, controller: player });
  state.choosing = chooses ? { id, kind: chooses } : null;
  changed();
}

/** Add a card for a player: onto the battlefield (the newest timestamp), or into a zone —
 * the library's top (its list is top first) or bottom. */
function addCard(cardName, player, where = "battlefield", chooses = null) {
  if (where === "battlefield") {
    addEntry(cardName, player, chooses);
    return;
  }
  const zone = where.startsWith("library") ? "library" : where;
  const cards = ((state.scenario.zones[zone] ||= {})[player] ||= []);
  const item = { card: cardName, id: newId(cardName) };
  if (where === "library_top") cards.unshift(item);
  else cards.push(item);
  changed();
}

const ZONES = ["hand", "library", "graveyard", "exile"];

/** The cards of each zone other than the battlefield, per player, in order (a library top
 * first), each with its id; moved and removed from here. */
function renderZones() {
  const box = $("#zone-lists");
  const rows = [];
  for (const zone of ZONES) {
    for (const player of state.scenario.players) {
      const cards = (state.scenario.zones[zone] || {})[player] || [];
      if (!cards.length) continue;
      const move = (index, delta) => {
        const [item] = cards.splice(index, 1);
        cards.splice(index + delta, 0, item);
        changed();
      };
      const remove = (index) => {
        cards.splice(index, 1);
        if (!cards.length) delete state.scenario.zones[zone][player];
        if (!Object.keys(state.scenario.zones[zone]).length) delete state.scenario.zones[zone];
        changed();
      };
      rows.push(el("div", { class: "zone-edit", "data-zone": zone, "data-player": player },
        el("h4", {}, `${t(`zone_${zone}`)} · ${player}${zone === "library" ? ` (${t("top_first")})` : ""}`),
        el("ol", {}, ...cards.map((item, index) => {
          const name = typeof item === "string" ? item : item.card;
          const id = typeof item === "string" ? "" : item.id || "";
          return el("li", { class: "zone-card", "data-id": id },
            el("span", { class: "entry-name", title: name }, displayCardName(name)),
            el("code", { class: "entry-id" }, id),
            el("button", { class: "icon", title: t("up"), "aria-label": `${t("up")}: ${name}`, disabled: index === 0, onclick: () => move(index, -1) }, "↑"),
            el("button", { class: "icon", title: t("down"), "aria-label": `${t("down")}: ${name}`, disabled: index === cards.length - 1, onclick: () => move(index, 1) }, "↓"),
            el("button", { class: "icon", title: t("remove"), "aria-label": `${t("remove")}: ${name}`, onclick: () => remove(index) }, "✕"));
        }))));
    }
  }
  fill(box, ...rows);
}

function changed() {
  renderBuilder();
  scheduleExplain();
}

function parsePairs(text, numbers) {
  const out = {};
  for (const part of String(text).split(",")) {
    const at = part.lastIndexOf(":");
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    if (!key) continue;
    out[key] = numbers ? Number(raw) || 0 : raw;
  }
  return out;
}

function pairsText(object) {
  return Object.entries(object || {}).map(([k, v]) => `${k}: ${v}`).join(", ");
}

function setField(entry, key, value) {
  const empty = value === "" || value === false || value === 0 || value === null
    || (typeof value === "object" && value !== null && !Object.keys(value).length);
  if (empty) delete entry[key];
  else entry[key] = value;
  changed();
}

function renderPlayers() {
  const box = $("#players");
  fill(box, 
    el("span", { class: "label" }, `${t("players")}:`),
    ...state.scenario.players.map((player) => el("label", { class: "life-edit" }, `${player} ${t("life")} `,
      el("input", {
        type: "number", value: state.scenario.life[player] ?? 20, "data-player": player,
        onchange: (event) => {
          const life = Number(event.target.value);
          if (life === 20) delete state.scenario.life[player];
          else state.scenario.life[player] = life;
          changed();
        },
      }))),
    el("label", { class: "players-names" }, `${t("player_ids")} `, el("input", {
      id: "player-ids", value: state.scenario.players.join(", "), onchange: (event) => setPlayers(event.target.value),
    })),
    el("label", { class: "variants-edit" }, `${t("variants")} `, el("input", {
      id: "variants", value: (state.scenario.rest.variants || []).join(", "), placeholder: "bond",
      onchange: (event) => {
        const variants = event.target.value.split(",").map((v) => v.trim()).filter(Boolean);
        if (variants.length) state.scenario.rest.variants = variants;
        else delete state.scenario.rest.variants;
        changed();
      },
    })),
  );
}

/** The players (the first is the active one), as ids; entries of a player no longer listed go
 * to the first. A bad id is left for the scenario reader to refuse, at its line. */
function setPlayers(text) {
  const players = text.split(",").map((p) => p.trim()).filter(Boolean);
  if (!players.length) return;
  const old = state.scenario.players;
  state.scenario.players = players;
  for (const player of Object.keys(state.scenario.life)) if (!players.includes(player)) delete state.scenario.life[player];
  for (const entry of state.scenario.battlefield) {
    if (entry.controller && !players.includes(entry.controller)) entry.controller = players[old.indexOf(entry.controller)] || players[0];
    if (entry.owner && !players.includes(entry.owner)) entry.owner = players[old.indexOf(entry.owner)] || players[0];
  }
  for (const byPlayer of Object.values(state.scenario.zones)) {
    for (const player of Object.keys(byPlayer)) {
      if (players.includes(player)) continue;
      const renamed = players[old.indexOf(player)] || players[0];
      byPlayer[renamed] = [...(byPlayer[renamed] || []), ...byPlayer[player]];
      delete byPlayer[player];
    }
  }
  changed();
}

function entryRow(entry, index) {
  const list = state.scenario.battlefield;
  const move = (delta) => {
    const [item] = list.splice(index, 1);
    list.splice(index + delta, 0, item);
    changed();
  };
  const earlier = list.slice(0, index).map((e) => e.id).filter(Boolean);
  const controller = el("select", { "aria-label": t("controller"), onchange: (e) => setField(entry, "controller", e.target.value) },
    ...state.scenario.players.map((p) => el("option", { value: p, selected: (entry.controller || state.scenario.players[0]) === p }, p)));
  const choosing = state.choosing && state.choosing.id === entry.id ? state.choosing.kind : null;
  const choice = el("input", {
    class: choosing ? "choice needs-choice" : "choice",
    value: pairsText(entry.choose), placeholder: choosing ? `${choosing}: …` : t("choose_hint"),
    onchange: (e) => {
      state.choosing = null;
      setField(entry, "choose", parsePairs(e.target.value, false));
    },
  });
  if (choosing) setTimeout(() => choice.focus());
  const details = el("details", { class: "entry-details", open: !!choosing }, el("summary", {}, t("more")),
    el("label", {}, `${t("id")} `, el("input", { value: entry.id || "", onchange: (e) => setField(entry, "id", e.target.value.trim()) })),
    el("label", {}, `${t("owner")} `, el("select", { onchange: (e) => setField(entry, "owner", e.target.value) },
      el("option", { value: "" }, t("owner_same")),
      ...state.scenario.players.map((p) => el("option", { value: p, selected: entry.owner === p }, p)))),
    el("label", {}, `${t("counters")} `, el("input", {
      value: pairsText(entry.counters), placeholder: t("counters_hint"),
      onchange: (e) => setField(entry, "counters", parsePairs(e.target.value, true)),
    })),
    el("label", {}, `${t("damage")} `, el("input", {
      type: "number", min: 0, value: entry.damage || 0, onchange: (e) => setField(entry, "damage", Number(e.target.value)),
    })),
    el("label", {}, el("input", { type: "checkbox", checked: !!entry.tapped, onchange: (e) => setField(entry, "tapped", e.target.checked) }), ` ${t("tapped")}`),
    el("label", {}, el("input", { type: "checkbox", checked: !!entry.face_down, onchange: (e) => setField(entry, "face_down", e.target.checked) }), ` ${t("face_down")}`),
    el("label", {}, el("input", { type: "checkbox", checked: !!entry.flipped, onchange: (e) => setField(entry, "flipped", e.target.checked) }), ` ${t("flipped")}`),
    el("label", {}, `${t("attached_to")} `, el("select", { onchange: (e) => setField(entry, "attached_to", e.target.value) },
      el("option", { value: "" }, t("none")),
      ...earlier.map((id) => el("option", { value: id, selected: entry.attached_to === id }, id)))),
    el("label", {}, `${t("choose")} `, choice),
  );
  return el("li", { class: "entry", "data-id": entry.id || "" },
    el("div", { class: "entry-line" },
      el("span", { class: "entry-name", title: entry.card }, displayCardName(entry.card)),
      el("code", { class: "entry-id" }, entry.id || ""),
      controller,
      el("button", { class: "icon", title: t("up"), "aria-label": `${t("up")}: ${entry.id || entry.card}`, disabled: index === 0, onclick: () => move(-1) }, "↑"),
      el("button", { class: "icon", title: t("down"), "aria-label": `${t("down")}: ${entry.id || entry.card}`, disabled: index === list.length - 1, onclick: () => move(1) }, "↓"),
      el("button", { class: "icon", title: t("remove"), "aria-label": `${t("remove")}: ${entry.id || entry.card}`, onclick: () => { list.splice(index, 1); changed(); } }, "✕"),
    ),
    details,
  );
}

/** A card name as written in the scenario, in Japanese when the board knows it. */
function displayCardName(card) {
  if (state.lang !== "ja" || !state.board) return card;
  const object = state.board.objects.find((o) => o.name === card);
  const view = object && state.board.views && state.board.views[object.id];
  return (view && view.printed.name_ja) || card;
}

function renderEntries() {
  const list = $("#entries");
  const entries = state.scenario.battlefield;
  if (!entries.length) {
    fill(list, el("li", { class: "hint" }, t("entries_empty")));
    return;
  }
  // Keep open details open across re-renders.
  const open = new Set($$(".entry-details[open]", list).map((d) => d.closest(".entry").dataset.id));
  fill(list, ...entries.map(entryRow));
  for (const row of $$(".entry", list)) if (open.has(row.dataset.id)) $(".entry-details", row).open = true;
}

const ACTION_KINDS = ["cast", "activate", "attach", "leave", "counters", "turn_face_up", "trigger", "play_land", "next", "pass", "end_turn"];

function actionFromForm() {
  const kind = $("#action-kind").value;
  const object = $("#action-object").value.trim();
  const targets = $("#action-targets").value.split(",").map((s) => s.trim()).filter(Boolean);
  const extra = $("#action-extra").value.trim();
  const paid = $("#action-pay").checked; // played from the board: paid, and waits on the stack
  const withTargets = (action) => {
    const full = targets.length ? { ...action, targets } : action;
    return paid ? { ...full, pay: true } : full;
  };
  switch (kind) {
    case "pass": case "end_turn": return kind;
    case "cast": return withTargets({ cast: object });
    case "activate": return withTargets({ activate: object, ability: Number(extra) || 1 });
    case "trigger": return { trigger: object, ability: Number(extra) || 1 };
    case "attach": return { attach: object, to: extra || targets[0] || "" };
    case "leave": return { leave: object, to: extra || "graveyard" };
    case "counters": return { counters: object, add: parsePairs(extra || "+1/+1: 1", true) };
    case "next": return { next: extra || object || "end" };
    default: return { [kind]: object };
  }
}

function renderScenarioActions() {
  const list = $("#scenario-actions");
  fill(list, ...state.scenario.actions.map((action, index) => el("li", {},
    el("code", {}, linkRules(yamlFlow(action))),
    el("button", { class: "icon", title: t("remove"), "aria-label": `${t("remove")}: ${yamlFlow(action)}`, onclick: () => { state.scenario.actions.splice(index, 1); changed(); } }, "✕"))));
  const kind = $("#action-kind");
  const chosen = kind.value;
  fill(kind, ...ACTION_KINDS.map((k) => el("option", { value: k, selected: k === chosen }, t(`kind_${k}`))));
}

function renderBuilder() {
  renderPlayers();
  renderEntries();
  renderZones();
  renderSearchTargets();
  renderScenarioActions();
  $("#yaml-text").value = scenarioYaml(state.scenario);
}

// -- card search ----------------------------------------------------------------------------------

/** Where the search box adds a card: a zone of the scenario (library top or bottom). */
const ADD_ZONES = ["battlefield", "hand", "library_top", "library_bottom", "graveyard", "exile"];

function findCards(query) {
  const variants = (state.scenario.rest.variants || []).map((v) => `&variant=${encodeURIComponent(v)}`);
  return api("GET", `/api/cards?q=${encodeURIComponent(query)}&limit=12${variants.join("")}`);
}

async function searchCards() {
  const query = $("#card-search").value.trim();
  if (!query) {
    state.results = null;
    renderResults();
    return;
  }
  try {
    const cards = await findCards(query);
    if (query !== $("#card-search").value.trim()) return; // typed on since
    state.results = cards;
    state.resultsQuery = query;
    state.highlight = 0;
    renderResults();
  } catch (error) {
    showError(error);
  }
}

function renderResults() {
  const cards = state.results;
  const list = $("#search-results");
  const box = $("#card-search");
  if (cards === null) fill(list);
  else fill(list, ...(cards.length ? cards.map(resultItem) : [el("li", { class: "hint", role: "presentation" }, t("no_results"))]));
  const open = !!(cards && cards.length);
  box.setAttribute("aria-expanded", String(open));
  if (open) box.setAttribute("aria-activedescendant", `result-${state.highlight}`);
  else box.removeAttribute("aria-activedescendant");
}

function resultItem(card, index) {
  const face = card.faces[0];
  const ja = state.lang === "ja";
  const name = ja && card.name_ja ? card.name_ja : card.name;
  const other = ja ? card.name : card.name_ja;
  const typeLine = card.faces.map((f) => (ja && f.type_line_ja) || f.type_line).join(" // ");
  const text = card.faces.map((f) => (ja && f.text_ja) || f.oracle_text || "").filter(Boolean).join("\n//\n");
  const highlighted = index === state.highlight;
  return el("li", {
    class: `result${highlighted ? " highlighted" : ""}`, "data-name": card.name, id: `result-${index}`,
    role: "option", "aria-selected": String(highlighted),
  },
    el("div", { class: "result-head" },
      el("strong", { class: "result-name" }, name),
      face.mana_cost ? el("span", { class: "cost" }, face.mana_cost) : null),
    other ? el("div", { class: "result-other" }, other) : null,
    el("div", { class: "result-type" }, typeLine),
    text ? el("div", { class: "result-text" }, text) : null,
    el("div", { class: "result-add" }, `${t("add_for")} `,
      ...state.scenario.players.map((player) => el("button", {
        class: "add", "data-player": player, "aria-label": `${t("add_for")} ${player}: ${name}`,
        onclick: () => addCard(card.name, player, $("#search-zone").value, card.chooses),
      }, `+ ${player}`))),
  );
}

/** Enter adds the highlighted result for the chosen player to the chosen zone and clears the
 * box; the arrow keys move the highlight; Escape closes the results. */
async function searchKey(event) {
  const cards = state.results || [];
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    if (!cards.length) return;
    event.preventDefault();
    const step = event.key === "ArrowDown" ? 1 : -1;
    state.highlight = (state.highlight + step + cards.length) % cards.length;
    renderResults();
    const item = $(`#result-${state.highlight}`);
    if (item && item.scrollIntoView) item.scrollIntoView({ block: "nearest" });
  } else if (event.key === "Enter") {
    // Typed faster than the results came: the first card found for what was typed. The box is
    // cleared at once, so a second Enter adds nothing.
    event.preventDefault();
    const query = $("#card-search").value.trim();
    if (!query) return;
    const player = $("#search-player").value || state.scenario.players[0];
    const zone = $("#search-zone").value;
    const shown = state.resultsQuery === query ? cards[state.highlight] : null;
    clearSearch();
    // Cards are added in the order their Enters came, however fast each search answers.
    state.adding = state.adding.then(async () => {
      const card = shown || (await findCards(query).catch(showError) || [])[0];
      if (card) addCard(card.name, player, zone, card.chooses);
      else showError(new Error(`${t("no_results")} (${query})`));
    });
    await state.adding;
  } else if (event.key === "Escape") {
    clearSearch();
  }
}

function clearSearch() {
  $("#card-search").value = "";
  state.results = null;
  state.resultsQuery = null;
  state.highlight = 0;
  renderResults();
}

function renderSearchTargets() {
  const player = $("#search-player");
  const current = player.value;
  fill(player, ...state.scenario.players.map((p) => el("option", { value: p, selected: p === current }, p)));
  const zone = $("#search-zone");
  const chosen = zone.value || "battlefield";
  fill(zone, ...ADD_ZONES.map((z) => el("option", { value: z, selected: z === chosen }, t(`to_${z}`))));
}

// -- explaining the board -------------------------------------------------------------------------

const scheduleExplain = debounce(() => explainBoard(), 250);

async function explainBoard() {
  const serial = ++state.explainSerial;
  try {
    const data = await api("POST", "/api/explain?views=true", scenarioYaml(state.scenario), "application/yaml");
    if (serial !== state.explainSerial) return;
    state.board = data;
    showError(null);
  } catch (error) {
    if (serial !== state.explainSerial) return;
    showError(error);
    if (error.line) $("#yaml-text").dataset.errorLine = String(error.line); // the builder's YAML
  }
  renderAll();
}

// -- card tiles and the board ---------------------------------------------------------------------

function nameOf(object, view) {
  if (!object) return "";
  if (state.lang === "ja" && view && view.name_ja) return view.name_ja;
  return object.name || t("no_name");
}

function typeLineOf(view) {
  return state.lang === "ja" ? view.type_line_ja : view.type_line;
}

function colorName(letter) {
  return fromTable("colors", letter);
}

function ptText(object) {
  if (object.power !== null && object.power !== undefined) return `${object.power}/${object.toughness}`;
  if (object.loyalty !== null && object.loyalty !== undefined) return `◆${object.loyalty}`;
  if (object.defense !== null && object.defense !== undefined) return `⛉${object.defense}`;
  return "";
}

function printedPt(printed) {
  if (printed.power !== null) return `${printed.power}/${printed.toughness}`;
  if (printed.loyalty !== null) return `◆${printed.loyalty}`;
  if (printed.defense !== null) return `⛉${printed.defense}`;
  return "—";
}

function frameClass(object) {
  if (object.colors.length > 1) return "frame-gold";
  if (object.colors.length === 1) return `frame-${object.colors[0]}`;
  return object.types.includes("Land") ? "frame-land" : "frame-colorless";
}

/** A card tile: the computed name, type line, colors, abilities and P/T; values that differ
 * from the printed card are highlighted, with the printed value as a tooltip. */
function tile(object, view, options = {}) {
  const changed = new Set(view ? view.changed : []);
  const printed = view ? view.printed : null;
  const ja = state.lang === "ja";
  /** The attributes of a part of the tile: highlighted, with the printed value, if it changed. */
  const part = (base, fields, printedText) => (fields.some((f) => changed.has(f))
    ? { class: `${base} changed`, title: `${t("printed")}: ${printedText}` } : { class: base });
  const classes = ["tile", frameClass(object)];
  if (object.tapped) classes.push("tapped");
  if (changed.size) classes.push("differs");
  if (state.selected === object.id) classes.push("selected");
  if (options.small) classes.push("small");
  if (options.zoom) classes.push("zoomed");
  // In Japanese, keyword abilities read as Japanese cards write them (飛行, 装備{1}).
  const shown = (text, i) => (ja && object.abilities_ja ? object.abilities_ja[i] : text);
  // Text of the card the engine doesn't play is marked, and the tile badged (its support).
  const gaps = object.support ? object.support.faces.flatMap((face) => face.unsupported) : [];
  const unplayed = (text) => gaps.find((gap) => text.replace(/\s*\([^)]*\)/g, "").trim().includes(gap.text));
  const abilities = object.abilities.map((text, i) => el("li",
    view && view.abilities_gained.includes(text) ? { class: "gained", title: t("gained") }
      : unplayed(text) ? { class: "unsupported", title: `${t("support_hint")} ${unplayed(text).reason}` } : {},
    linkRules(shown(text, i))));
  const lost = view ? view.abilities_lost.map((text, i) => el("li", { class: "lost", title: t("lost") },
    ja && view.abilities_lost_ja ? view.abilities_lost_ja[i] : text)) : [];
  const badges = [
    ...Object.entries(object.counters).map(([kind, n]) => el("span", { class: "badge counter" }, `${n}× ${kind}`)),
    object.damage ? el("span", { class: "badge damage" }, `${object.damage} ${t("damage")}`) : null,
    object.tapped ? el("span", { class: "badge" }, t("tapped_badge")) : null,
    object.face_down ? el("span", { class: "badge" }, t("face_down_badge")) : null,
    object.attached_to ? el("span", { class: "badge attach" }, `→ ${object.attached_to}`) : null,
    object.support && object.support.status !== "supported"
      ? el("span", { class: "badge unsupported", title: gaps.map((gap) => `${gap.text} — ${gap.reason}`).join("\n") },
        t(`support_${object.support.status}`))
      : null,
  ];
  const pips = object.colors.length
    ? object.colors.map((c) => el("span", { class: `pip pip-${c}`, title: colorName(c) }, c))
    : [el("span", { class: "pip pip-C", title: t("colorless") }, "◇")];
  return el("div", {
    class: classes.join(" "), "data-id": options.zoom ? null : object.id, "data-zoom-of": options.zoom ? object.id : null,
    tabindex: options.zoom ? -1 : 0, role: "button",
    onclick: () => select(object.id),
    onkeydown: (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        select(object.id);
      }
    },
    onmouseenter: (event) => showZoom(object, view, event.currentTarget),
    onmouseleave: hideZoom,
    onfocus: (event) => showZoom(object, view, event.currentTarget),
    onblur: hideZoom,
  },
  el("div", { class: "tile-head" },
    el("span", part("tile-name", ["name"], printed && (ja ? printed.name_ja : printed.name)), nameOf(object, view)),
    view && view.mana_cost ? el("span", part("cost", ["mana_cost"], printed && printed.mana_cost), view.mana_cost) : null),
  el("div", part("tile-type", ["type_line"], printed && (ja ? printed.type_line_ja : printed.type_line)),
    view ? typeLineOf(view) : [...object.supertypes, ...object.types].join(" ")),
  el("div", part("tile-colors", ["colors"], printed && (printed.colors.map(colorName).join(" ") || t("colorless"))), ...pips),
  options.small ? null : el("ul", { class: "tile-abilities" }, ...abilities, ...lost),
  el("div", { class: "tile-foot" },
    el("span", { class: "badges" }, ...badges),
    ptText(object)
      ? el("span", part("tile-pt", ["power", "toughness", "loyalty", "defense"], printed && printedPt(printed)), ptText(object))
      : null),
  el("code", { class: "tile-id" }, object.id));
}

/** The players' areas: life, battlefield tiles, and the other zones. */
function renderBoard(container, data, options = {}) {
  if (!data) {
    fill(container, el("p", { class: "hint" }, options.empty || ""));
    return;
  }
  const views = data.views || {};
  const bottom = options.bottom || data.players[0]?.name;
  const players = [...data.players].sort((a, b) => (a.name === bottom) - (b.name === bottom));
  fill(container, ...players.map((player) => {
    const mine = (zone) => data.objects.filter((o) => o.zone === zone
      && (zone === "battlefield" ? o.controller === player.name : o.owner === player.name));
    const zones = ["hand", "graveyard", "exile", "command"].map((zone) => {
      const objects = mine(zone);
      if (!objects.length) return null;
      const hidden = zone === "hand" && options.hiddenHand === player.name;
      const atHand = zone === "hand" && options.handAtHand === player.name;
      const cardTile = (o) => (atHand
        ? el("div", { class: "hand-card" }, tile(o, views[o.id]), handActions(o)) : tile(o, views[o.id], { small: zone !== "hand" }));
      return el("div", { class: `zone zone-${zone}${atHand ? " hand-at-hand" : ""}` },
        el("h4", {}, `${t(`zone_${zone}`)} (${objects.length})`),
        hidden ? el("div", { class: "card-backs" }, ...objects.map(() => el("span", { class: "card-back" })))
          : el("div", { class: "tiles" }, ...objects.map(cardTile)));
    });
    const library = mine("library").length;
    return el("section", { class: "player-area", "data-player": player.name },
      el("header", { class: "player-head" },
        el("h3", {}, player.name),
        el("span", { class: "life", "data-player": player.name }, `${t("life")} ${player.life}`),
        player.won ? el("span", { class: "badge win" }, t("winner")) : null,
        player.lost ? el("span", { class: "badge lost" }, "✗") : null,
        library ? el("span", { class: "library" }, `${t("zone_library")}: ${library} ${t("cards")}`) : null,
        options.agentSeat === player.name ? el("span", { class: "agent" }, `${t("opponent")}: ${state.game.agent.name}`) : null),
      el("div", { class: "tiles battlefield" }, ...mine("battlefield").map((o) => tile(o, views[o.id]))),
      ...zones);
  }), stackArea(data, views));
}

function stackArea(data, views) {
  const onStack = data.objects.filter((o) => o.zone === "stack");
  if (!onStack.length) return el("span");
  return el("section", { class: "zone zone-stack" }, el("h4", {}, t("zone_stack")),
    el("div", { class: "tiles" }, ...onStack.map((o) => tile(o, views[o.id], { small: true }))));
}

function select(objectId) {
  state.selected = objectId;
  renderAll();
  const panel = $("#explanation-panel");
  if (panel.scrollIntoView && window.innerWidth < 1100) panel.scrollIntoView({ behavior: "smooth" });
}

// -- the explanation ------------------------------------------------------------------------------

function currentData() {
  return state.mode === "game" ? (state.game && state.game.explain && { ...state.game.explain, views: state.game.views }) : state.board;
}

function objectName(data, id) {
  const object = data.objects.find((o) => o.id === id);
  if (!object) return id;
  return nameOf(object, data.views && data.views[id]);
}

/** "before older effects that depend on it: urborg (existence), x (what it does) (CR 613.8b)"
 * → [["urborg", "existence"], ["x", "what it does"]]. */
function dependents(order) {
  const match = /depend on it: (.+?)(?: \(CR [^)]*\))?$/.exec(order || "");
  if (!match) return [];
  return match[1].split(/,\s*/).map((part) => {
    const m = /^(\S+)(?: \((.+)\))?$/.exec(part.trim());
    return m ? [m[1], m[2] || ""] : [part.trim(), ""];
  });
}

function dependencyPairs(trace) {
  const pairs = [];
  trace.forEach((entry, index) => {
    for (const dependency of entry.depends_on || []) {
      const [source, why] = dependency.split(/ \((.*)\)$/);
      const from = trace.findIndex((e, i) => i !== index && e.source === source && e.layer === entry.layer);
      if (from >= 0) pairs.push([from, index, why || ""]);
    }
    for (const [source, why] of dependents(entry.order)) {
      const to = trace.findIndex((e, i) => i !== index && e.source === source && e.layer === entry.layer);
      if (to >= 0) pairs.push([index, to, why]);
    }
  });
  return pairs;
}

/** A trace entry's phrases in the interface language: the server's Japanese (trace_ja) or English. */
function wordsOf(object, index) {
  const ja = state.lang === "ja" && object.trace_ja ? object.trace_ja[index] : null;
  const entry = object.trace[index];
  return ja ? { ...ja, order: ja.order.replace(/^適用されない：/, "") } : { ...entry, order: entry.order.replace(/^not applied: /, "") };
}

function chip(data, entry, index, words) {
  const notApplied = /^not applied/.test(entry.order);
  const hasChange = entry.before || entry.after;
  return el("div", { class: `chip${notApplied ? " not-applied" : ""}`, "data-index": index, "data-source": entry.source || "", "data-layer": entry.layer },
    el("div", { class: "chip-head" }, el("span", { class: "chip-effect" }, linkRules(words.effect)), ruleLink(entry.rule)),
    el("div", { class: "chip-source" },
      entry.source ? el("a", { class: "object-link", href: "#", "data-object": entry.source,
        onclick: (e) => { e.preventDefault(); select(entry.source); } }, objectName(data, entry.source)) : "—",
      entry.source ? el("code", {}, ` ${entry.source}`) : null,
      entry.timestamp !== null ? el("span", { class: "ts", title: t("timestamp") }, ` · ${t("ts")} ${entry.timestamp}`) : null),
    hasChange ? el("div", { class: "chip-change" },
      el("span", { class: "before" }, words.before || "∅"), " → ", el("span", { class: "after" }, words.after || "∅")) : null,
    el("div", { class: "chip-order", title: t("order") }, notApplied ? el("strong", {}, `${t("not_applied")}: `) : null, linkRules(words.order)),
    entry.depends_on && entry.depends_on.length ? el("div", { class: "chip-deps" }, `${t("depends_on")}: `,
      ...entry.depends_on.flatMap((d) => {
        const [source, why] = d.split(/ \((.*)\)$/);
        return [el("a", { href: "#", class: "object-link", "data-object": source,
          onclick: (e) => { e.preventDefault(); select(source); } }, objectName(data, source)), why ? ` (${why}) ` : " "];
      })) : null);
}

function compareRows(object, view) {
  const printed = view.printed;
  const ja = state.lang === "ja";
  const rows = [
    ["name", ja ? printed.name_ja : printed.name, nameOf(object, view)],
    ["type_line", ja ? printed.type_line_ja : printed.type_line, typeLineOf(view)],
    ["colors", printed.colors.map(colorName).join(" ") || t("colorless"), object.colors.map(colorName).join(" ") || t("colorless")],
    ["mana_cost", printed.mana_cost || "—", view.mana_cost || "—"],
    ["pt", printedPt(printed), ptText(object) || "—"],
    ["abilities", printed.abilities.join("\n") || "—", object.abilities.join("\n") || "—"],
  ];
  const changed = new Set(view.changed);
  const isChanged = (key) => (key === "pt" ? ["power", "toughness", "loyalty", "defense"].some((k) => changed.has(k)) : changed.has(key));
  return el("table", { class: "compare" },
    el("thead", {}, el("tr", {}, el("th"), el("th", {}, t("printed")), el("th", {}, t("now")))),
    el("tbody", {}, ...rows.map(([key, before, now]) => el("tr", { class: isChanged(key) ? "changed" : "" },
      el("th", {}, t(key)), el("td", {}, before), el("td", {}, now)))));
}

function renderExplanation() {
  const box = $("#explanation");
  const data = currentData();
  const object = data && state.selected ? data.objects.find((o) => o.id === state.selected) : null;
  if (!object) {
    fill(box, el("p", { class: "hint" }, t("explain_hint")));
    return;
  }
  const view = data.views[object.id];
  const trace = object.trace;
  const layers = state.meta ? state.meta.layers : [];
  const known = new Set(layers.map((l) => l.layer));
  const extra = [...new Set(trace.map((e) => e.layer).filter((l) => !known.has(l)))]
    .map((layer) => ({ layer, rule: trace.find((e) => e.layer === layer).rule, description: "" }));
  const rows = [...layers, ...extra].map((layer) => {
    const entries = trace.map((entry, index) => [entry, index]).filter(([entry]) => entry.layer === layer.layer);
    const description = state.lang === "ja" ? fromTable("layers", layer.layer) : layer.description;
    return el("div", { class: `layer-row${entries.length ? "" : " empty"}`, "data-layer": layer.layer },
      el("div", { class: "layer-label" }, el("strong", {}, layer.layer), el("span", {}, description), ruleLink(layer.rule)),
      el("div", { class: "chips" }, ...entries.map(([entry, index]) => chip(data, entry, index, wordsOf(object, index)))));
  });
  const arrows = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  arrows.setAttribute("class", "arrows");
  const layersBox = el("div", { class: "layers" }, arrows, ...rows);
  fill(box, 
    el("div", { class: "explain-head" },
      el("h3", {}, nameOf(object, view)),
      el("div", { class: "meta" }, el("code", {}, object.id), ` · ${t(`zone_${object.zone}`)}`,
        object.controller ? ` · ${t("controller")} ${object.controller}` : "")),
    compareRows(object, view),
    el("h4", {}, t("layers")),
    trace.length ? null : el("p", { class: "hint" }, t("no_effects")),
    layersBox,
    data.rules && data.rules.length ? el("p", { class: "rules-in-force" }, `${t("rules_in_force")}: `,
      ...data.rules.flatMap((r) => [linkRules(`CR ${r}`), " "])) : null,
  );
  requestAnimationFrame(() => drawArrows(layersBox, arrows, dependencyPairs(trace)));
}

/** An arrow from each effect to the one that depends on it (CR 613.8), over the chips. */
function drawArrows(container, svg, pairs) {
  const ns = "http://www.w3.org/2000/svg";
  const box = container.getBoundingClientRect();
  svg.setAttribute("width", box.width);
  svg.setAttribute("height", box.height);
  fill(svg);
  const defs = document.createElementNS(ns, "defs");
  const marker = document.createElementNS(ns, "marker");
  for (const [k, v] of Object.entries({ id: "arrowhead", markerWidth: 8, markerHeight: 8, refX: 7, refY: 4, orient: "auto" })) marker.setAttribute(k, v);
  const head = document.createElementNS(ns, "path");
  head.setAttribute("d", "M0,0 L8,4 L0,8 z");
  marker.append(head);
  defs.append(marker);
  svg.append(defs);
  for (const [from, to, why] of pairs) {
    const a = $(`.chip[data-index="${from}"]`, container);
    const b = $(`.chip[data-index="${to}"]`, container);
    if (!a || !b) continue;
    a.classList.add("dependency");
    b.classList.add("dependent");
    const ra = a.getBoundingClientRect();
    const rb = b.getBoundingClientRect();
    const x1 = ra.left + ra.width / 2 - box.left;
    const y1 = ra.top - box.top;
    const x2 = rb.left + rb.width / 2 - box.left;
    const y2 = rb.top - box.top;
    const lift = Math.max(28, Math.abs(x2 - x1) / 4);
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", `M${x1},${y1} C${x1},${y1 - lift} ${x2},${y2 - lift} ${x2},${y2 - 2}`);
    path.setAttribute("class", "arrow");
    path.setAttribute("marker-end", "url(#arrowhead)");
    const title = document.createElementNS(ns, "title");
    title.textContent = `${b.dataset.source} ${t("depends_on")} ${a.dataset.source}${why ? ` (${why})` : ""} — CR 613.8`;
    path.append(title);
    svg.append(path);
    const label = document.createElementNS(ns, "text");
    label.setAttribute("x", (x1 + x2) / 2);
    label.setAttribute("y", Math.min(y1, y2) - lift * 0.75);
    label.setAttribute("class", "arrow-label");
    label.textContent = `613.8${why ? `: ${why}` : ""}`;
    svg.append(label);
  }
}

// -- the gallery ----------------------------------------------------------------------------------

function renderGallery() {
  const list = $("#gallery");
  const examples = state.meta ? state.meta.examples : [];
  fill(list, ...examples.map((example) => el("li", {},
    el("button", {
      class: "example", "data-example": example.name, title: example.description,
      onclick: () => { setMode("board"); loadScenarioText(example.text); },
    }, exampleTitle(example)))));
}

/** An example's title in the interface language (the server's Japanese title, title_ja). */
function exampleTitle(example) {
  return state.lang === "ja" && example.title_ja ? example.title_ja : example.title;
}

// -- games ----------------------------------------------------------------------------------------

function deckChoice(select, textarea) {
  return select.value === "__custom__" ? textarea.value : select.value;
}

function renderDeckOptions() {
  const decks = state.meta ? state.meta.decks : [];
  for (const [id, fallback] of [["#deck-a", 0], ["#deck-b", 1]]) {
    const select = $(id);
    const current = select.value;
    fill(select, ...decks.map((d) => el("option", { value: d.name, title: d.description }, exampleTitle(d))),
      el("option", { value: "__custom__" }, t("custom_deck")));
    select.value = current || (decks[fallback % Math.max(decks.length, 1)] || {}).name || "__custom__";
    $(`${id}-text`).hidden = select.value !== "__custom__";
  }
}

async function startGame(request) {
  try {
    state.game = await api("POST", "/api/games", request);
    state.selected = null;
    showError(null);
    setMode("game");
  } catch (error) {
    showError(error);
  }
}

function newGameRequest() {
  const opponent = $("#opponent").value || null;
  return {
    decks: [deckChoice($("#deck-a"), $("#deck-a-text")), deckChoice($("#deck-b"), $("#deck-b-text"))],
    seed: Number($("#seed").value) || 0,
    opponent,
  };
}

async function gameCall(path, body) {
  if (!state.game) return;
  try {
    state.game = await api("POST", `/api/games/${state.game.id}/${path}`, body);
    showError(null);
  } catch (error) {
    showError(error);
  }
  renderAll();
}

function renderGameStatus() {
  const box = $("#game-status");
  const game = state.game;
  if (!game) {
    fill(box, el("p", { class: "hint" }, t("no_game")));
    fill($("#legal-actions"));
    fill($("#stack"));
    fill($("#log"));
    renderPhaseBar(null);
    for (const id of ["#pass-turn", "#pass-end", "#undo"]) $(id).disabled = true;
    return;
  }
  const s = game.game;
  fill(box, 
    el("p", { class: "turn", "data-turn": s.turn }, `${t("turn")} ${s.turn} · ${t("active")} ${s.active}`),
    el("p", { class: "step", "data-step": s.step }, fromTable("steps", s.step)),
    s.waiting_for ? el("p", { class: "waiting" }, `${t("waiting")}: ${fromTable("decisions", s.waiting_for)} (${s.priority})`) : null,
    el("p", { class: "lives" }, ...game.explain.players.map((p) => el("span", { class: "life", "data-player": p.name }, `${p.name}: ${p.life} `))),
    s.over ? el("p", { class: "over" }, `${t("game_over")} ${s.winner ? `${t("winner")}: ${s.winner}` : ""}`) : null,
  );
  renderLegalActions(game);
  const stack = state.lang === "ja" && s.stack_ja ? s.stack_ja : s.stack;
  fill($("#stack"), ...(stack.length
    ? [...stack].reverse().map((item) => el("li", {}, linkRules(item)))
    : [el("li", { class: "hint" }, t("stack_empty"))]));
  const data = currentData();
  fill($("#log"), ...game.explain.log.slice(-60).reverse().map((entry) => el("li", { class: `log-${entry.event.replace(/\W+/g, "-")}` },
    el("span", { class: "event" }, state.lang === "ja" ? entry.event_ja : entry.event), " ",
    state.lang === "ja" ? entry.detail_ja : readableLog(entry.detail, data),
    entry.rule ? el("span", { class: "why" }, " · ", t("why"), " ", ruleLink(entry.rule)) : null)));
  renderPhaseBar(game);
  const waiting = s.waiting_for === "priority" || s.waiting_for === "declare_attackers";
  $("#pass-turn").disabled = s.over || !waiting;
  $("#pass-end").disabled = s.over || !waiting;
  $("#undo").disabled = !game.undo;
}

/** The steps of a turn in order (CR 500.1), for the phase/step bar. */
const STEPS = ["untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
  "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup"];

function renderPhaseBar(game) {
  const bar = $("#phase-bar");
  if (!game) {
    bar.hidden = true;
    return;
  }
  bar.hidden = false;
  const step = game.game.step === "first_strike_damage" ? "combat_damage" : game.game.step;
  fill(bar, ...STEPS.map((s) => el("li", {
    class: `phase-step${s === step ? " current" : ""}`, "data-step": s, "aria-current": s === step ? "step" : null,
    title: fromTable("steps", s),
  }, fromTable("steps_short", s))));
}

/** The object a legal action is about: the card cast or played, the source activated, the
 * creature attacking or blocking; null for passing, keeping and other choices. */
function actionObject(action) {
  return action.card || action.source || action.creature || action.blocker || action.attacker || null;
}

function choiceButton(choice) {
  return el("button", {
    class: `choice kind-${choice.action.kind}`, "data-kind": choice.action.kind, title: JSON.stringify(choice.action),
    onclick: () => gameCall("actions", choice.action),
  }, state.lang === "ja" ? choice.label_ja : choice.label);
}

/** The legal actions grouped by the card they are about (cast, activate, attack, block), the
 * rest first; mana abilities only when paying by hand (casting pays automatically). */
function groupedActions(game) {
  const groups = new Map();
  for (const choice of game.actions) {
    if (choice.action.kind === "mana" && !state.manualMana) continue;
    const key = actionObject(choice.action);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(choice);
  }
  return [...groups.entries()].sort(([a], [b]) => (a !== null) - (b !== null));
}

function renderLegalActions(game) {
  const box = $("#legal-actions");
  const manaCount = game.actions.filter((c) => c.action.kind === "mana").length;
  $("#manual-mana-row").hidden = !manaCount;
  if (!game.actions.length) {
    fill(box, el("p", { class: "hint" }, t("no_actions")));
    return;
  }
  const data = currentData();
  fill(box, ...groupedActions(game).map(([id, choices]) => {
    const buttons = choices.map(choiceButton);
    const many = choices.length > 6;
    return el("div", { class: "action-group", "data-object": id || "" },
      id ? el("h4", {}, el("a", { href: "#", class: "object-link", "data-object": id,
        onclick: (e) => { e.preventDefault(); select(id); } }, objectName(data, id))) : null,
      many ? el("details", { class: "many-choices" }, el("summary", {}, `${t("choices")} (${choices.length})`), ...buttons)
        : el("div", { class: "group-buttons" }, ...buttons));
  }));
}

/** The actions for one card in hand, under its tile (the hand at hand). */
function handActions(object) {
  if (!state.game) return null;
  const choices = state.game.actions.filter((c) => actionObject(c.action) === object.id);
  if (!choices.length) return null;
  return el("div", { class: "hand-actions" }, ...choices.map(choiceButton));
}

/** Object ids in a log line as the objects' names. */
function readableLog(text, data) {
  return String(text).replace(/[a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z]{3,}/g, (word) => {
    const object = data.objects.find((o) => o.id === word);
    return object ? objectName(data, word) : word;
  });
}

// -- card zoom ------------------------------------------------------------------------------------

/** A large copy of a tile beside it, on hover, focus or tap. */
function showZoom(object, view, anchor) {
  const zoom = $("#zoom");
  if (!zoom || !anchor.classList.contains("small") && window.innerWidth >= 700) return;
  fill(zoom, tile(object, view, { zoom: true }));
  zoom.hidden = false;
  const box = anchor.getBoundingClientRect();
  const width = Math.min(260, window.innerWidth - 16);
  let left = box.right + 8;
  if (left + width > window.innerWidth - 8) left = Math.max(8, box.left - width - 8);
  if (left + width > window.innerWidth - 8) left = 8;
  zoom.style.left = `${left}px`;
  zoom.style.top = `${Math.max(8, Math.min(box.top, window.innerHeight - 320))}px`;
  zoom.style.width = `${width}px`;
}

function hideZoom() {
  const zoom = $("#zoom");
  if (zoom) zoom.hidden = true;
}

// -- modes and rendering --------------------------------------------------------------------------

function setMode(mode) {
  state.mode = mode;
  document.body.dataset.mode = mode;
  for (const tab of $$(".tabs button")) tab.setAttribute("aria-selected", String(tab.dataset.mode === mode));
  renderAll();
}

function renderAll() {
  renderGallery();
  renderDeckOptions();
  if (state.mode === "board") {
    if (!$("#entries").contains(document.activeElement)) renderEntries(); // names in Japanese
    renderResults();
    renderBoard($("#board"), state.board, { empty: t("entries_empty") });
  } else {
    const game = state.game;
    const humans = game ? game.explain.players.map((p) => p.name).filter((p) => !game.agent || p !== game.agent.seat) : [];
    renderBoard($("#board"), game ? { ...game.explain, views: game.views } : null, {
      empty: t("no_game"),
      bottom: humans[0],
      handAtHand: game && game.game.priority && humans.includes(game.game.priority) ? game.game.priority : humans[0],
      hiddenHand: game && game.agent ? game.agent.seat : null,
      agentSeat: game && game.agent ? game.agent.seat : null,
    });
    renderGameStatus();
  }
  renderExplanation();
}

// -- start ----------------------------------------------------------------------------------------

function wire() {
  $("#lang-toggle").addEventListener("click", () => {
    state.lang = state.lang === "en" ? "ja" : "en";
    localStorage.setItem("mtgrules.lang", state.lang);
    applyLanguage();
  });
  for (const tab of $$(".tabs button")) {
    tab.addEventListener("click", () => setMode(tab.dataset.mode));
    tab.addEventListener("keydown", (event) => { // the arrow keys move between tabs
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      const other = $(`.tabs button[data-mode="${tab.dataset.mode === "board" ? "game" : "board"}"]`);
      setMode(other.dataset.mode);
      other.focus();
    });
  }
  const search = $("#card-search");
  search.addEventListener("input", debounce(searchCards, 150));
  search.addEventListener("keydown", searchKey);
  $("#open-file").addEventListener("click", () => $("#yaml-file").click());
  $("#action-form").addEventListener("submit", (event) => {
    event.preventDefault();
    state.scenario.actions.push(actionFromForm());
    changed();
  });
  $("#save-yaml").addEventListener("click", () => {
    const blob = new Blob([scenarioYaml(state.scenario)], { type: "application/yaml" });
    const link = el("a", { href: URL.createObjectURL(blob), download: "board.yaml" });
    document.body.append(link);
    link.click();
    link.remove();
  });
  $("#yaml-file").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    if (file) await loadScenarioText(await file.text());
    event.target.value = "";
  });
  $("#load-yaml").addEventListener("click", () => loadScenarioText($("#yaml-text").value));
  $("#clear-board").addEventListener("click", () => {
    state.scenario = emptyScenario();
    state.selected = null;
    changed();
  });
  $("#play-board").addEventListener("click", () => startGame({
    scenario: scenarioYaml(state.scenario), seed: Number($("#seed").value) || 0, opponent: $("#opponent").value || null,
  }));
  $("#new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    startGame(newGameRequest());
  });
  for (const id of ["#deck-a", "#deck-b"]) $(id).addEventListener("change", () => { $(`${id}-text`).hidden = $(id).value !== "__custom__"; });
  $("#pass-turn").addEventListener("click", () => gameCall("pass", { until: "my_main" }));
  $("#pass-end").addEventListener("click", () => gameCall("pass", { until: "end_of_turn" }));
  $("#undo").addEventListener("click", () => gameCall("undo"));
  $("#manual-mana").addEventListener("change", (event) => {
    state.manualMana = event.target.checked;
    if (state.game) renderLegalActions(state.game);
  });
  window.addEventListener("resize", debounce(renderExplanation, 100));
  document.addEventListener("pointerdown", (event) => { if (!event.target.closest(".tile")) hideZoom(); });
  document.addEventListener("scroll", hideZoom, { passive: true });
}

async function start() {
  wire();
  try {
    I18N = await (await fetch("/static/i18n.json")).json();
    state.meta = await api("GET", "/api/workbench");
  } catch (error) {
    showError(error);
  }
  applyLanguage();
  await explainBoard();
}

document.addEventListener("DOMContentLoaded", start);
