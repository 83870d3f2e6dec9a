// The side's page script, served inline as plain JavaScript (no build step): it follows the game's
// event stream and swaps in the new decision and log without a reload, and puts an order line
// together from clicks on the board or on the lists (src/page/compose.ts makes the pieces).
// It only writes the order line; the server checks every order as it checks typed ones.
export const PAGE_SCRIPT = String.raw`
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("page-data").textContent);

  function byId(id) { return document.getElementById(id); }

  // ---- Picking whole answers and composing an order line ----
  function initDecision() {
    var order = byId("order");
    document.querySelectorAll('input[name="choice"]').forEach(function (r) {
      r.addEventListener("change", function () { order.value = r.value; clearPicks(); });
    });
    var holder = byId("composer-data");
    composer = holder ? JSON.parse(holder.textContent) : null;
    picked = new Map();
    subject = null;
    if (!composer) return;
    document.querySelectorAll("#composer .subject").forEach(function (b) {
      b.addEventListener("click", function () { select(b.getAttribute("data-subject")); });
    });
    var clear = byId("clear");
    if (clear) clear.addEventListener("click", function () { clearPicks(); writeLine(); });
    markBoard();
  }

  var composer = null, picked = new Map(), subject = null;

  function subjectOf(piece) { return piece.block || ("area:" + piece.to); }

  function clearPicks() {
    picked = new Map();
    renderPicked();
    renderOptions();
  }

  function line() {
    if (picked.size === 0) return composer.empty || "";
    var groups = [], rests = new Map();
    picked.forEach(function (p) {
      var i = p.text.indexOf(": ");
      if (i < 0) { groups.push({ text: p.text }); return; }
      var prefix = p.text.slice(0, i);
      if (!rests.has(prefix)) { rests.set(prefix, []); groups.push({ prefix: prefix }); }
      rests.get(prefix).push(p.text.slice(i + 2));
    });
    return composer.keyword + " " + groups.map(function (g) { return g.text !== undefined ? g.text : g.prefix + ": " + rests.get(g.prefix).join(", "); }).join(composer.join);
  }

  function writeLine() {
    byId("order").value = line();
    document.querySelectorAll('input[name="choice"]').forEach(function (r) { r.checked = false; });
  }

  function toggle(index) {
    var piece = composer.pieces[index];
    var current = picked.get(piece.key);
    if (current === piece) picked.delete(piece.key); else picked.set(piece.key, piece);
    writeLine();
    renderPicked();
    renderOptions();
  }

  function select(key) {
    subject = subject === key ? null : key;
    document.querySelectorAll("#composer .subject").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-subject") === subject));
    });
    renderOptions();
  }

  function renderPicked() {
    var out = byId("picked");
    if (!out) return;
    out.textContent = picked.size ? Array.from(picked.values()).map(function (p) { return p.text; }).join(" · ") : out.getAttribute("data-empty");
  }

  function renderOptions() {
    var box = byId("options");
    if (!box || !composer) return;
    box.textContent = "";
    document.querySelectorAll("#board .dest, #board .route, #board .chosen").forEach(function (el) { el.classList.remove("dest", "route", "chosen"); });
    if (subject === null) return;
    var heading = document.createElement("p");
    heading.textContent = box.getAttribute("data-picked").replace("{{block}}", labelOf(subject));
    box.appendChild(heading);
    composer.pieces.forEach(function (p, i) {
      if (subjectOf(p) !== subject) return;
      var b = document.createElement("button");
      b.type = "button";
      b.className = "option";
      b.textContent = p.label;
      b.setAttribute("data-piece", String(i));
      if (p.to) b.setAttribute("data-to", p.to);
      b.setAttribute("aria-pressed", String(picked.get(p.key) === p));
      b.addEventListener("click", function () { toggle(i); });
      box.appendChild(b);
      if (p.to) {
        var area = document.querySelector('#board [data-area="' + CSS.escape(p.to) + '"]');
        if (area) area.classList.add("dest");
      }
      (p.route || []).slice(1, -1).forEach(function (a) {
        var step = document.querySelector('#board [data-area="' + CSS.escape(a) + '"]');
        if (step) step.classList.add("route");
      });
    });
    var block = document.querySelector('#board [data-block="' + CSS.escape(subject) + '"]');
    if (block) block.classList.add("chosen");
  }

  function labelOf(key) {
    var b = document.querySelector('#composer .subject[data-subject="' + CSS.escape(key) + '"]');
    return b ? b.textContent : key;
  }

  /** Blocks and destinations on the board answer clicks too. */
  function markBoard() {
    if (!composer) return;
    var subjects = new Set(composer.pieces.map(subjectOf));
    document.querySelectorAll("#board [data-block]").forEach(function (g) {
      if (subjects.has(g.getAttribute("data-block"))) g.classList.add("pickable");
    });
  }

  document.addEventListener("click", function (e) {
    if (!composer || !e.target.closest) return;
    // A lit destination takes the click first (even on a block standing there): the player is
    // choosing where the picked block goes.
    var area = e.target.closest("#board [data-area]");
    if (area && subject !== null && area.classList.contains("dest")) {
      var to = area.getAttribute("data-area");
      var option = document.querySelector('#options .option[data-to="' + CSS.escape(to) + '"]');
      if (option) { option.click(); return; }
    }
    var block = e.target.closest("#board [data-block]");
    if (block && block.classList.contains("pickable")) select(block.getAttribute("data-block"));
  });

  // ---- Board zoom (phones) ----
  var zoom = 1;
  function applyZoom() {
    var svg = document.querySelector("#board svg");
    if (svg) svg.style.width = (zoom * 100) + "%";
  }
  document.addEventListener("click", function (e) {
    var z = e.target.closest && e.target.closest("[data-zoom]");
    if (!z) return;
    zoom = Math.max(1, Math.min(4, zoom * (z.getAttribute("data-zoom") === "in" ? 1.5 : 1 / 1.5)));
    applyZoom();
  });

  // ---- Live: follow the event stream, swap in what changed ----
  var pending = null;
  function refresh() {
    if (pending) return;
    pending = setTimeout(function () {
      pending = null;
      fetch(location.pathname + location.search, { headers: { accept: "text/html" }, credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) { if (html) swap(new DOMParser().parseFromString(html, "text/html")); })
        .catch(function () {});
    }, 250);
  }

  function swap(doc) {
    ["header", "#log", "#areas"].forEach(function (sel) {
      var now = document.querySelector(sel), next = doc.querySelector(sel);
      if (now && next) now.replaceWith(next);
    });
    var board = byId("board"), nextBoard = doc.getElementById("board");
    if (board && nextBoard) { board.innerHTML = nextBoard.innerHTML; applyZoom(); }
    var decision = byId("decision"), nextDecision = doc.getElementById("decision");
    if (decision && nextDecision) {
      if (decision.getAttribute("data-fingerprint") !== nextDecision.getAttribute("data-fingerprint")) {
        decision.replaceWith(nextDecision);
        initDecision();
      } else {
        // The same question: keep what the player has put together, with the game's new version.
        var v = document.querySelector('#decision input[name="version"]'), nv = nextDecision.querySelector('input[name="version"]');
        if (v && nv) v.value = nv.value;
        markBoard();
        renderOptions();
      }
    }
  }

  function follow() {
    if (typeof EventSource === "undefined") return;
    var url = "/games/" + encodeURIComponent(data.gameId) + "/events/stream?after=" + data.lastSeq + (data.linkToken ? "&token=" + encodeURIComponent(data.linkToken) : "");
    // EventSource reconnects by itself and sends Last-Event-ID, so nothing is missed or repeated.
    var source = new EventSource(url);
    var status = byId("live");
    source.onopen = function () { if (status) status.textContent = status.getAttribute("data-live"); };
    source.onerror = function () { if (status) status.textContent = status.getAttribute("data-reconnecting"); };
    data.eventTypes.forEach(function (type) {
      source.addEventListener(type, function () {
        refresh();
        if (type === "game-over") source.close();
      });
    });
  }

  initDecision();
  follow();
})();
`;
